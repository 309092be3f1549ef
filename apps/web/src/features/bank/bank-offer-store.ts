import { create } from 'zustand';

/** Set when a call was refused for want of gems (§8: the refusal offers the bank). */
export const bankOfferStore = create<{ offered: boolean }>()(() => ({ offered: false }));
