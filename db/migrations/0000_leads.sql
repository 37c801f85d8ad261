CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name_surname" text,
	"phone" text,
	"company" text,
	"message" text,
	"language" text NOT NULL,
	"page_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_prefix" text,
	"user_agent" text,
	"dedupe_key" text NOT NULL,
	"delivery_status" text NOT NULL,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivery_error" text,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('email', 'form')),
	CONSTRAINT "leads_delivery_status_check" CHECK ("leads"."delivery_status" in ('pending', 'sent', 'failed', 'stored'))
);
--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_dedupe_idx" ON "leads" USING btree ("dedupe_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_delivery_queue_idx" ON "leads" USING btree ("next_attempt_at") WHERE "leads"."delivery_status" = 'pending';