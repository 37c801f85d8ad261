CREATE TABLE "account_shops" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cart" jsonb NOT NULL,
	"wishlist" jsonb NOT NULL,
	"orders" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_shops" ADD CONSTRAINT "account_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;