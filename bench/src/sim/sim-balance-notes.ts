import { BONUS_TIER_DEFS, GOLDEN_TICKET_EMERALDS } from '@rol/rules/economy/bonus-status';
import { findOffer, type CatalogueShop } from '@rol/rules/economy/catalogue-shops';
import { HERO_SHOP } from '@rol/rules/heroes/hero-shop';
import { SIM_RESOURCE_NAMES, simAmountsOf, type SimResource } from './sim-balances.ts';
import { SIM_START_MS } from './sim-economy.ts';

const price = (shop: CatalogueShop, offerId: string) =>
  Object.entries(simAmountsOf(findOffer(shop, offerId)?.price ?? {}))
    .map(([k, v]) => `${v} ${SIM_RESOURCE_NAMES[k as SimResource]}`)
    .join(' + ');
const tiers = Object.entries(BONUS_TIER_DEFS)
  .map(([tier, def]) => `${tier} ${def.fromPoints.toLocaleString('en-US')}`)
  .join(', ');
const start = new Date(SIM_START_MS).toISOString().slice(0, 10);

/**
 * The report's word on the balances the simulation moves only in part, or not at all: what the
 * game's rules give and take of each, and what the simulated players leave aside. Figures come from
 * the rules' content.
 */
export const BALANCE_NOTES: Partial<Record<SimResource, string>> = {
  TICKETS:
    'also the arena’s daily reward and its attacks beyond the free ones, and the OK group’s daily reward; the simulated players do not play the arena and sign in through no platform.',
  SULFUR: `found on the road from stair 30 and in the snow world (not simulated); spent in the portal shop on resurrection items, plague scrolls and mouse cards, which the simulation does not use, and at the market (${price('market', 'amethyst_to_crystal')} for 15 crystals, 5 lots a day), where the simulated players sell them.`,
  CAVIAR: `found on the road from stair 100 and given by the snow days’ campaign; spent on wheel tickets (portal shop ${price('portal', 'wheel_ticket')}, market ${price('market', 'caviar_to_ticket')}, 3 a day each) and snake cards (not used by the simulation).`,
  EVENT_CURRENCY: `found on the road’s token places, and on the event places and as event tasks’ rewards while a yearly event runs (late May to October; none falls in the simulated weeks from ${start}); spent on Ark heroes (${HERO_SHOP.ark.price.EVENT_CURRENCY} tokens each), returned when an Ark hero is given away in an exchange.`,
  GOOD_POINTS:
    'their one source is the day’s task 104 (10 resource places taken in a server day: 10 points); the faction shop sells blessing scrolls, healing elixirs and the phoenix amulet (150) for them. The simulated players buy a healing pack (15), one a day, whenever the points allow, and the amulet if they ever reach its price.',
  EVIL_POINTS:
    'as good points, from the day’s task 105 (10 battles won in a server day: 10 points); the faction shop sells plague and fire scrolls and the shadow cloak (150); the simulated players buy a fire-scroll pack (15) likewise.',
  ORDER_POINTS: `the day’s task 106 (1,000 gold’s worth given to the clan in a server day: 10 points) is their one source; the clan shop sells stone-skin elixirs (${price('clan', 'clan_order_stone_skin')}) and a phoenix feather (${price('clan', 'clan_order_phoenix')}) for them. The simulated players join no clan.`,
  SHADOW_POINTS: `the day’s task 107 (20 battles won in a server day: 10 points) is their one source; the faction shop’s side of shadow sells ice scrolls (${price('faction', 'shadow_ice')}) and rage elixirs (${price('faction', 'shadow_rage')}) for them. The simulated players buy an ice-scroll pack, one a day, whenever the points allow.`,
  CUPS: `the day’s task 108 (3 arena attacks won in a server day: 3 cups) is their one source; the market trades ${price('market', 'cups_to_ticket')} for a wheel ticket (3 a day), the tickets the arena’s attacks beyond the free ones cost. The simulated players do not play the arena.`,
  BONUS_POINTS: `one point per emerald bought, never spent (a refund takes back its own points): they set the bonus status tier (${tiers} points), whose perks are extra gems on packs, a discount on gem prices and extra wheel spins. A status, not a currency; the simulation books the packs’ extra gems and leaves the discount and the extra spins out.`,
  GOLDEN_TICKETS: `one per ${GOLDEN_TICKET_EMERALDS} emeralds bought over the player’s history; spent on the amulet shop’s two VIP amulets (${price('amulet', 'golden_koschey_crown')} each, one of each a day), their only use.`,
};
