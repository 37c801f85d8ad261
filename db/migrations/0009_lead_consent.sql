ALTER TABLE "leads" ADD COLUMN "consent_purpose" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_purpose_check" CHECK ("leads"."consent_purpose" in ('demo', 'portal', 'digest', 'news', 'talentPool'));--> statement-breakpoint
-- Sign-ups stored before this column all gave the one consent every sign-up form showed then:
-- product news by e-mail (leads.privacy.signup until review 2.1 item 1). Its wording was not kept.
UPDATE "leads" SET "consent_purpose" = 'news' WHERE "kind" = 'email' AND "consent_purpose" IS NULL;
