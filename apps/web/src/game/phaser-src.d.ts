// Phaser's CommonJS sources (node_modules/phaser/src), which phaser-build.ts assembles; vite.config.ts
// maps `phaser-src/` there. Their values are typed through Phaser's own namespace types instead.
declare module 'phaser-src/*' {
  const value: unknown;
  export default value;
}
