import { ICON_VIEWBOX, iconBody, type IconName } from '../art/icons.ts';

/** An inline game-icons.net icon in the current text colour. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox={ICON_VIEWBOX}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: iconBody(name) }}
    />
  );
}
