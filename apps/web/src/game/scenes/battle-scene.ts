import Phaser from 'phaser';
import type { BattleMoveDto } from '@rol/protocol/battle-dto';
import { i18n } from '../../i18n/instance.ts';
import {
  battleStore,
  battleViewStore,
  type BattlePlayback,
  type BattleState,
  type CreatureBox,
  type CreatureLook,
} from '../../stores/battle-store.ts';
import { playerStore } from '../../stores/player-store.ts';
import { classLook } from '../../art/class-look.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { FONT_TITLE } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { playSound } from '../battle/battle-sfx.ts';
import { battleSlots } from '../battle/battle-layout.ts';
import { CreatureView, type Highlight } from '../battle/creature-view.ts';
import { moveLook, type MoveLook } from '../battle/move-look.ts';
import { drawImpact, flyBolt } from '../battle/strike-effects.ts';
import { drawBackdrop } from './scene-backdrop.ts';
import { ANIMATIONS, SHAPES, animationMs, stepEase } from '../motion/frame-rates.ts';
import { motionSpeed, motionStore } from '../motion/motion-speed.ts';

/** Waits `ms` of animation time: shorter when fast-forwarded, next to nothing when skipped. */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms / motionSpeed()));

/**
 * §2 battle scene (docs/architecture.md, "Art and sound"): the monsters above, the squad below, each a medallion with a health
 * bar and status markers; the turn's attacker and the possible targets glow. The server's moves play
 * one by one (lunges, floating numbers, particles, shakes, sounds), then the scene reports
 * `battle:played`. Taps become `battle:creature-tap`; the battle feature decides what they mean.
 */
export default class BattleScene extends GameScene {
  private views = new Map<number, CreatureView>();
  private banner: Phaser.GameObjects.Text | null = null;
  private playingSeq = -1;
  private shownSeq = -1;
  private boxesSignature = '';

  constructor() {
    super('Battle');
  }

  protected override subscribe(): void {
    this.playingSeq = -1;
    this.shownSeq = battleStore.getState().playback?.seq ?? -1;
    const off = battleStore.subscribe((state, previous) => {
      if (state.playback && state.playback !== previous.playback) void this.play(state.playback);
      else if (state.creatures !== previous.creatures && this.playingSeq < 0)
        this.syncCreatures(state.creatures);
      if (
        state.phase !== previous.phase ||
        state.attackerId !== previous.attackerId ||
        state.targetId !== previous.targetId ||
        state.replay !== previous.replay
      )
        this.refreshHighlights();
    });
    // Fast-forward and skip take hold at once, even in the middle of a move.
    const applySpeed = () => {
      this.tweens.timeScale = motionSpeed();
      this.time.timeScale = motionSpeed();
    };
    applySpeed();
    const offMotion = motionStore.subscribe(applySpeed);
    this.onShutdown(() => {
      off();
      offMotion();
      motionStore.setState({ skipping: false });
      battleViewStore.setState({ boxes: [] });
    });
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const stair = playerStore.getState().info?.player.stair ?? 0;
    drawBackdrop(this, biomeForStair(stair), height * 0.5, 0);
    const field = this.add.graphics();
    field.fillStyle(colorNumber(palette.nightDeep), 0.45).fillRect(0, 0, width, height);
    field.fillStyle(colorNumber(palette.evil), 0.06).fillRect(0, 0, width, height * 0.5);
    field
      .lineStyle(Math.max(1, 2 * u), colorNumber(palette.gold), 0.35)
      .lineBetween(width * 0.08, height * 0.455, width * 0.92, height * 0.455);
    this.banner = this.add
      .text(width / 2, height * 0.045, '', {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(22 * u)}px`,
        color: palette.goldLight,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(4 * u)),
      })
      .setOrigin(0.5)
      .setDepth(10);
    this.views.clear();
    this.buildViews(battleStore.getState().creatures);
    this.refreshHighlights();
  }

  private buildViews(creatures: readonly CreatureLook[]): void {
    for (const view of this.views.values()) view.root.destroy();
    this.views.clear();
    const { width, height } = this.scale;
    for (const [team, side] of [
      [1, 'top'],
      [0, 'bottom'],
    ] as const) {
      const members = creatures.filter((c) => c.team === team);
      const slots = battleSlots(members.length, side, width, height);
      members.forEach((look, i) => {
        const view = new CreatureView(this, look, slots[i]!, this.unit);
        view.enableTap(() => {
          if (!this.services.inputBlocked() && !battleStore.getState().replay) this.services.bus.emit('battle:creature-tap', { id: look.id });
        });
        this.views.set(look.id, view);
      });
    }
    this.boxesSignature = '';
    this.publishBoxes();
  }

  /** The authoritative state after a playback (or a resumed battle): health, statuses, the dead. */
  private syncCreatures(creatures: readonly CreatureLook[]): void {
    const sameIds = creatures.length === this.views.size && creatures.every((c) => this.views.has(c.id));
    if (!sameIds) {
      this.buildViews(creatures);
      this.refreshHighlights();
      return;
    }
    for (const look of creatures) {
      const view = this.views.get(look.id)!;
      const dead = look.health <= 0;
      if (dead && !view.isDead()) view.die();
      else if (!dead && view.isDead()) view.revive(look.health);
      view.setHealth(look.health, look.maxHealth);
      if (!dead) view.setEffects(look.effects);
    }
    this.refreshHighlights();
  }

  private refreshHighlights(): void {
    const state = battleStore.getState();
    const choosing = state.phase === 'choose';
    const attacker = state.creatures.find((c) => c.id === state.attackerId);
    for (const look of state.creatures) {
      const view = this.views.get(look.id);
      if (!view) continue;
      let highlight: Highlight = 'none';
      if (choosing && look.health > 0) {
        if (look.id === state.attackerId) highlight = 'attacker';
        else if (look.id === state.targetId) highlight = 'target';
        else if (look.team === 0 && look.canAct) highlight = 'can-act';
        else if (look.team === 1 && attacker) highlight = 'targetable';
      }
      view.setHighlight(highlight);
    }
    this.banner?.setText(this.bannerText(state));
  }

  private bannerText(state: BattleState): string {
    if (state.replay) {
      const { round, winnerTeam } = state.replay;
      if (winnerTeam !== null) return i18n.t(winnerTeam === 0 ? 'arena.replay.attackWon' : 'arena.replay.defenceWon');
      return `${i18n.t('arena.replay.banner')} · ${i18n.t('battle.banner.round', { round })}`;
    }
    const round = state.status?.battle.round ?? 1;
    if (state.phase === 'finished' || state.phase === 'result') {
      return i18n.t(state.status?.battle.winnerTeam === 0 ? 'battle.banner.won' : 'battle.banner.lost');
    }
    const turn = state.phase === 'choose' ? i18n.t('battle.banner.yourTurn') : i18n.t('battle.banner.wait');
    return `${i18n.t('battle.banner.round', { round })} · ${turn}`;
  }

  private async play(playback: BattlePlayback): Promise<void> {
    this.playingSeq = playback.seq;
    for (const view of this.views.values()) view.setHighlight('none');
    try {
      for (const move of playback.moves) {
        if (this.playingSeq !== playback.seq || !this.scene.isActive()) break;
        await this.playMove(move, playback.seq);
      }
    } catch (error) {
      console.warn('battle move failed to show', error);
    } finally {
      if (this.playingSeq === playback.seq) {
        this.playingSeq = -1;
        // A skip lasts one playback: the next turn plays at the chosen speed again.
        motionStore.setState({ skipping: false });
      }
      this.shownSeq = Math.max(this.shownSeq, playback.seq);
      this.services.bus.emit('battle:played', { seq: playback.seq });
    }
  }

  private async playMove(move: BattleMoveDto, seq: number): Promise<void> {
    const source = move.sourceId === null ? undefined : this.views.get(move.sourceId);
    const target = move.targetId === null ? undefined : this.views.get(move.targetId);
    const look = moveLook(move, source?.look.attack ?? 0);
    if (move.kind === 'round' && !battleStore.getState().replay) this.banner?.setText(i18n.t('battle.banner.round', { round: move.amount }));
    let lunge = 0;
    const striking = look.lunge && source && target && source !== target;
    const style = source ? classLook(source.look.warriorClass).attack : 'blade';
    if (striking && style === 'spell') {
      // A spell-caster stays in place and sends a bolt in its class colour.
      lunge = 250;
      // (the bolt's flight is measured in the scene's time, which the fast-forward scales)
      await flyBolt(this, { x: source.x, y: source.y, size: source.slot.size }, target, classLook(source.look.warriorClass).colour);
    } else if (striking) {
      void source.lunge(target.x, target.y);
      // The blow lands at the top of the leap: three frames of §9's attack.
      lunge = Math.round(animationMs('attack') / 2);
      await wait(lunge);
      // A newer playback (a replay skipped to its result) replaced this one meanwhile.
      if (this.playingSeq !== seq) return;
    }
    playSound(look.sound);
    if (striking && (move.kind === 'hit' || move.kind === 'critical' || move.kind === 'block')) {
      drawImpact(this, { x: target.x, y: target.y, size: target.slot.size }, style, classLook(source.look.warriorClass).colour, move.kind);
    }
    if (target) this.showOn(target, look);
    if (look.cameraShake) this.cameras.main.shake(180, 0.006);
    if (move.kind === 'critical') this.cameras.main.flash(140, 255, 214, 140);
    if (move.kind === 'end') await this.celebrate(move.amount === 0 ? 0 : 1);
    await wait(Math.max(120, look.durationMs - lunge));
  }

  /**
   * §9 victory: 36 fps × 36 — the banner swells and the winners leap in turn; a won battle showers
   * gold, a lost one darkens the field.
   */
  private async celebrate(winner: 0 | 1): Promise<void> {
    const duration = animationMs('victory');
    const frames = ANIMATIONS.victory.frames;
    this.banner?.setText(this.bannerText({ ...battleStore.getState(), phase: 'finished', status: this.finishedStatus(winner) }));
    if (this.banner) {
      this.tweens.add({ targets: this.banner, scale: { from: 0.6, to: 1 }, duration: duration / 3, ease: stepEase(frames / 3, SHAPES.backOut) });
    }
    const winners = [...this.views.values()].filter((v) => v.look.team === winner && !v.isDead());
    winners.forEach((view, i) => {
      this.tweens.add({
        targets: view.root,
        y: view.slot.y - view.slot.size * 0.18,
        delay: (i * duration) / 8,
        duration: duration / 4,
        yoyo: true,
        ease: stepEase(frames / 4, SHAPES.quadOut),
        onComplete: () => view.root.setY(view.slot.y),
      });
      if (winner === 0) view.burst('holy');
    });
    if (winner === 0) this.cameras.main.flash(duration / 4, 255, 230, 160);
    else this.cameras.main.fadeOut(duration / 2, 40, 0, 0).once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => this.cameras.main.fadeIn(duration / 2, 40, 0, 0));
    await wait(duration);
  }

  private finishedStatus(winner: 0 | 1): BattleState['status'] {
    const status = battleStore.getState().status;
    return status ? { ...status, battle: { ...status.battle, winnerTeam: winner } } : status;
  }

  private showOn(target: CreatureView, look: MoveLook): void {
    if (look.float) {
      const text = look.float.number ?? i18n.t(`battle.float.${look.float.word}`);
      target.float(text, look.float.color, look.float.scale);
    }
    if (look.burst) target.burst(look.burst);
    target.shake(look.shake);
    if (look.revives && look.healthAfter !== null) target.revive(look.healthAfter);
    else if (look.healthAfter !== null) target.setHealth(look.healthAfter);
    if (look.burst === 'heal') target.glowHeal();
    if (look.dies) target.die();
    if (look.status) {
      const others = battleStore.getState().creatures.find((c) => c.id === target.look.id)?.effects ?? [];
      const kept = others.filter((e) => e.kind !== look.status!.effect);
      target.setEffects([
        ...kept,
        { kind: look.status.effect, movesRemain: look.status.movesRemain, value: 1, op: 'add' },
      ]);
      target.popStatus();
    }
  }

  override update(): void {
    this.publishBoxes();
  }

  /** Where each creature is, in CSS pixels, for the accessible layer (only when it changed). */
  private publishBoxes(): void {
    const zoom = this.scale.zoom;
    const boxes: CreatureBox[] = [];
    for (const [id, view] of this.views) {
      boxes.push({
        id,
        x: Math.round(view.slot.x * zoom),
        y: Math.round(view.slot.y * zoom),
        size: Math.round(view.slot.size * zoom),
      });
    }
    const signature = boxes.map((b) => `${b.id}:${b.x}:${b.y}:${b.size}`).join(',');
    if (signature === this.boxesSignature) return;
    this.boxesSignature = signature;
    battleViewStore.setState({ boxes });
  }
}
