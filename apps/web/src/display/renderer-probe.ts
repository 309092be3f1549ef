/** Renderer names of CPU rasterizers: WebGL works but every pixel costs CPU time. */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export function isSoftwareRendererName(name: string): boolean {
  return SOFTWARE_RENDERERS.test(name);
}

let cached: boolean | null = null;

/**
 * Whether WebGL here is a software rasterizer (headless browsers, old machines without drivers).
 * Probed once with a throw-away context; such a device is treated as the weakest for AUTO quality
 * and gets lighter effects.
 */
export function softwareRenderer(): boolean {
  if (cached !== null) return cached;
  cached = false;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
      cached = isSoftwareRendererName(name);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    cached = false;
  }
  return cached;
}
