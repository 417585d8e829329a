CREATE TABLE "rollup_item_sales_day" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"department_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"is_modifier" boolean NOT NULL,
	"modifier_id" integer NOT NULL,
	"modifier_name" text NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_item_sales_day_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","department_id","department_name","category_id","category_name","item_id","item_name","is_modifier","modifier_id","modifier_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_payment_day" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"device_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tip" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_payment_day_merchant_id_store_id_business_date_device_id_employee_id_payment_type_transaction_type_pk" PRIMARY KEY("merchant_id","store_id","business_date","device_id","employee_id","payment_type","transaction_type")
);
--> statement-breakpoint
DROP TABLE "rollup_discount_day";--> statement-breakpoint
CREATE TABLE "rollup_discount_day" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_type" text NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_discount_day_merchant_id_store_id_business_date_employee_id_name_kind_transaction_type_pk" PRIMARY KEY("merchant_id","store_id","business_date","employee_id","name","kind","transaction_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_employee_item_day" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"employee_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_employee_item_day_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","employee_id","item_id","item_name")
);
--> statement-breakpoint
ALTER TABLE "rollup_category_day" ADD COLUMN "tax_share" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_sales_day" ADD COLUMN "taxable_sales" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE TABLE "rollup_category_week" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"department_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tax_share" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_category_week_merchant_id_store_id_business_date_transaction_type_department_id_department_name_category_id_category_name_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","department_id","department_name","category_id","category_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_employee_item_week" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"employee_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_employee_item_week_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","employee_id","item_id","item_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_item_sales_week" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"department_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"is_modifier" boolean NOT NULL,
	"modifier_id" integer NOT NULL,
	"modifier_name" text NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_item_sales_week_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","department_id","department_name","category_id","category_name","item_id","item_name","is_modifier","modifier_id","modifier_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_item_week" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"line_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"non_sales_category_id" integer NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"price_overrides" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_item_week_merchant_id_store_id_business_date_transaction_type_line_type_item_id_item_name_non_sales_category_id_pk" PRIMARY KEY("merchant_id","store_id","business_date","transaction_type","line_type","item_id","item_name","non_sales_category_id")
);--> statement-breakpoint
CREATE TABLE "rollup_sales_hour_week" (
	"merchant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"business_hour" smallint NOT NULL,
	"transaction_type" text NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"guest_count" integer DEFAULT 0 NOT NULL,
	"sub_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"charges" numeric(16, 2) DEFAULT '0' NOT NULL,
	"cc_surcharges" numeric(16, 2) DEFAULT '0' NOT NULL,
	"donations" numeric(16, 2) DEFAULT '0' NOT NULL,
	"price_overrides" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(16, 2) DEFAULT '0' NOT NULL,
	"gratuity" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tip" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "rollup_sales_hour_week_merchant_id_store_id_business_date_business_hour_transaction_type_pk" PRIMARY KEY("merchant_id","store_id","business_date","business_hour","transaction_type")
);
--> statement-breakpoint
-- What this migration adds to the rollups starts from the tickets already written (server/src/db/rollups.ts keeps it
-- from here on); the weekly twins add up the daily rollups.
INSERT INTO "rollup_discount_day"
SELECT l.merchant_id, l.store_id, l.business_date, coalesce(t.employee_id, 0), coalesce(d.name, ''), d.kind,
       l.transaction_type, count(*), count(distinct l.ticket_id), sum(d.amount)
  FROM ticket_lines l JOIN tickets t ON t.id = l.ticket_id
 CROSS JOIN LATERAL (VALUES ('line', l.line_discount, l.line_discount_name),
                            ('ticket', l.ticket_discount, l.ticket_discount_name)) d(kind, amount, name)
 WHERE d.amount <> 0
 GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "rollup_item_sales_day"
SELECT l.merchant_id, l.store_id, l.business_date, l.transaction_type, coalesce(l.department_id, 0),
       coalesce(l.department_name, ''), coalesce(o.category_id, 0), coalesce(o.category_name, ''),
       coalesce(o.item_id, 0), o.item_name, p.id IS NOT NULL,
       CASE WHEN p.id IS NULL THEN 0 ELSE coalesce(l.item_id, 0) END,
       CASE WHEN p.id IS NULL THEN '' ELSE l.item_name END,
       sum(l.quantity), sum(l.amount), sum(l.line_discount + l.ticket_discount)
  FROM ticket_lines l LEFT JOIN ticket_lines p ON p.id = l.parent_line_id
 CROSS JOIN LATERAL (SELECT CASE WHEN p.id IS NULL THEN l.category_id ELSE p.category_id END AS category_id,
                            CASE WHEN p.id IS NULL THEN l.category_name ELSE p.category_name END AS category_name,
                            CASE WHEN p.id IS NULL THEN l.item_id ELSE p.item_id END AS item_id,
                            CASE WHEN p.id IS NULL THEN l.item_name ELSE p.item_name END AS item_name) o
 WHERE l.line_type IN ('Item', 'Modifier')
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;--> statement-breakpoint
INSERT INTO "rollup_payment_day"
SELECT t.merchant_id, t.store_id, t.business_date, coalesce(t.device_id, 0), coalesce(t.employee_id, 0),
       p.payment_type, t.transaction_type, count(*), sum(p.amount), sum(p.tip_amount)
  FROM ticket_payments p JOIN tickets t ON t.id = p.ticket_id
 GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "rollup_employee_item_day"
SELECT l.merchant_id, l.store_id, l.business_date, l.transaction_type, coalesce(t.employee_id, 0),
       coalesce(l.item_id, 0), l.item_name, sum(l.quantity), sum(l.amount), sum(l.line_discount + l.ticket_discount)
  FROM ticket_lines l JOIN tickets t ON t.id = l.ticket_id
 WHERE l.line_type IN ('Item', 'Modifier')
 GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
UPDATE "rollup_sales_day" r SET taxable_sales = x.taxable
  FROM (SELECT merchant_id, store_id, business_date, transaction_type,
               coalesce(sum(sub_total_amount - discount_amount) FILTER (WHERE tax_amount <> 0), 0) AS taxable
          FROM tickets GROUP BY 1, 2, 3, 4) x
 WHERE r.merchant_id = x.merchant_id AND r.store_id = x.store_id AND r.business_date = x.business_date
   AND r.transaction_type = x.transaction_type;--> statement-breakpoint
UPDATE "rollup_category_day" r SET tax_share = x.share
  FROM (SELECT l.merchant_id, l.store_id, l.business_date, l.transaction_type,
               coalesce(l.department_id, 0) AS department_id, coalesce(l.department_name, '') AS department_name,
               coalesce(l.category_id, 0) AS category_id, coalesce(l.category_name, '') AS category_name,
               coalesce(sum(t.tax_amount * (l.amount - l.line_discount - l.ticket_discount)
                            / nullif(t.sub_total_amount - t.discount_amount, 0)), 0) AS share
          FROM ticket_lines l JOIN tickets t ON t.id = l.ticket_id
         WHERE l.line_type IN ('Item', 'Modifier')
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) x
 WHERE r.merchant_id = x.merchant_id AND r.store_id = x.store_id AND r.business_date = x.business_date
   AND r.transaction_type = x.transaction_type AND r.department_id = x.department_id
   AND r.department_name = x.department_name AND r.category_id = x.category_id AND r.category_name = x.category_name;
--> statement-breakpoint
INSERT INTO "rollup_item_week" (merchant_id, store_id, business_date, transaction_type, line_type, item_id, item_name, non_sales_category_id, line_count, quantity, amount, discount, price_overrides)
SELECT merchant_id, store_id, business_date - extract(dow from business_date)::int, transaction_type, line_type, item_id, item_name, non_sales_category_id, sum(line_count), sum(quantity), sum(amount), sum(discount), sum(price_overrides)
  FROM "rollup_item_day" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "rollup_category_week" (merchant_id, store_id, business_date, transaction_type, department_id, department_name, category_id, category_name, quantity, amount, discount, tax_share)
SELECT merchant_id, store_id, business_date - extract(dow from business_date)::int, transaction_type, department_id, department_name, category_id, category_name, sum(quantity), sum(amount), sum(discount), sum(tax_share)
  FROM "rollup_category_day" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "rollup_item_sales_week" (merchant_id, store_id, business_date, transaction_type, department_id, department_name, category_id, category_name, item_id, item_name, is_modifier, modifier_id, modifier_name, quantity, amount, discount)
SELECT merchant_id, store_id, business_date - extract(dow from business_date)::int, transaction_type, department_id, department_name, category_id, category_name, item_id, item_name, is_modifier, modifier_id, modifier_name, sum(quantity), sum(amount), sum(discount)
  FROM "rollup_item_sales_day" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;
--> statement-breakpoint
INSERT INTO "rollup_employee_item_week" (merchant_id, store_id, business_date, transaction_type, employee_id, item_id, item_name, quantity, amount, discount)
SELECT merchant_id, store_id, business_date - extract(dow from business_date)::int, transaction_type, employee_id, item_id, item_name, sum(quantity), sum(amount), sum(discount)
  FROM "rollup_employee_item_day" GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "rollup_sales_hour_week" (merchant_id, store_id, business_date, business_hour, transaction_type, ticket_count, guest_count, sub_total, discount, charges, cc_surcharges, donations, price_overrides, tax, gratuity, tip, total_amount)
SELECT merchant_id, store_id, business_date - extract(dow from business_date)::int, business_hour, transaction_type, sum(ticket_count), sum(guest_count), sum(sub_total), sum(discount), sum(charges), sum(cc_surcharges), sum(donations), sum(price_overrides), sum(tax), sum(gratuity), sum(tip), sum(total_amount)
  FROM "rollup_sales_hour" GROUP BY 1, 2, 3, 4, 5;
