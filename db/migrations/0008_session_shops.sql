CREATE TABLE "session_shops" (
	"session_id" text PRIMARY KEY NOT NULL,
	"cart" jsonb NOT NULL,
	"wishlist" jsonb NOT NULL,
	"orders" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_shops" ADD CONSTRAINT "session_shops_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The shared demo account back to its seeded details: until now any visitor could change them, and
-- every other visitor saw the result (name, billing address, tax number). Its shop now lives per
-- session (session_shops), so the account's shared one goes.
UPDATE "users" SET "name" = 'Demo', "language" = 'tr', "billing" = NULL, "notifications" = '{"productNews":false,"blogDigest":false,"orderUpdates":true}'::jsonb WHERE "is_demo";
--> statement-breakpoint
DELETE FROM "account_shops" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "is_demo");
