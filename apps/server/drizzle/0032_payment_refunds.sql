-- Partial refunds add up (refunded_amount: money given back so far), one read of a payment back from
-- its provider per 10 s (checked_at), and YooKassa's notifications find their order by its checkout
-- reference (docs/platforms.md, "Refunds", "Own site: YooKassa").
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_checkout_ref_idx" ON "payments" USING btree ("provider","checkout_ref");