import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import { ARTIFACTS, isAmulet, isArtifactId, isVipIdentifier } from '@rol/rules/content/artifacts';
import { reforgeBonus } from '@rol/rules/heroes/forge';

/**
 * An owned artifact (held: `creatureId`, in the storage: null) as the wire sends it; null for an
 * artifact id the content no longer knows (it is left out of every list).
 */
export function toArtifactItemDto(item: {
  id: number;
  artifactId: string;
  level: number;
  creatureId: number | null;
}): ArtifactItemDto | null {
  if (!isArtifactId(item.artifactId)) return null;
  const def: { effectType: string; temporal?: boolean } = ARTIFACTS[item.artifactId];
  return {
    id: item.id,
    artifactId: item.artifactId,
    effectType: def.effectType,
    level: item.level,
    amulet: isAmulet(item.artifactId),
    vip: isVipIdentifier(item.artifactId),
    temporal: def.temporal === true,
    creatureId: item.creatureId,
    reforgeBonus: reforgeBonus(item.artifactId, item.level),
  };
}
