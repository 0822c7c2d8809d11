ALTER TABLE "orders" ADD COLUMN "cash_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before these columns: a card's installment interest was only in the total.
UPDATE "orders" SET "interest_cents" = "total_final_cents" - ("total_price_cents" - "total_discount_cents" + "total_shipping_cents") WHERE "total_final_cents" > "total_price_cents" - "total_discount_cents" + "total_shipping_cents";--> statement-breakpoint
-- Any other difference was a discount.
UPDATE "orders" SET "total_discount_cents" = "total_price_cents" + "total_shipping_cents" - "total_final_cents" WHERE "total_final_cents" < "total_price_cents" - "total_discount_cents" + "total_shipping_cents";--> statement-breakpoint
-- A Pix or boleto without a coupon (every method of those groups, lib/domain/order-status.ts): its
-- whole discount was the cash price's saving.
UPDATE "orders" SET "cash_discount_cents" = "total_discount_cents", "total_discount_cents" = 0 WHERE "status" <> 'new' AND "coupon_id" IS NULL AND "transaction_method" IN ('pix', 'pagseguroQrCode', 'mercadopagoPix', 'billet', 'boleto', 'pagseguroBillet', 'mercadopagoBillet');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_add_up" CHECK ("orders"."total_final_cents" = "orders"."total_price_cents" - "orders"."total_discount_cents" - "orders"."cash_discount_cents" + "orders"."total_shipping_cents" + "orders"."interest_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charge_parts_not_negative" CHECK ("orders"."interest_cents" >= 0 and "orders"."cash_discount_cents" >= 0);
