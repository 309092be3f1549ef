import { describe, expect, it } from 'vitest';
import { isSoftwareRendererName } from './renderer-probe.ts';

describe('isSoftwareRendererName', () => {
  it('recognises CPU rasterizers', () => {
    expect(isSoftwareRendererName('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRendererName('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRendererName('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRendererName('Apple GPU')).toBe(false);
  });
});
