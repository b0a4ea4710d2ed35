CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid,
	CONSTRAINT "memberships_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "memberships_role" CHECK ("memberships"."role" in ('owner', 'admin', 'member', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"owner_id" uuid NOT NULL,
	"plan_template" text DEFAULT 'free' NOT NULL,
	"plan_billed" text DEFAULT 'monthly' NOT NULL,
	"quota_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "organizations_plan_template" CHECK ("organizations"."plan_template" in ('free', 'team', 'company', 'enterprise')),
	CONSTRAINT "organizations_plan_billed" CHECK ("organizations"."plan_billed" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"bio" text DEFAULT '' NOT NULL,
	"chat_token" text NOT NULL,
	"tos_accepted_at" timestamp with time zone,
	"pp_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "widget_flows" (
	"widget_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"highest_node_id" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"published_flow_version" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_template" text NOT NULL,
	"plan_billed" text NOT NULL,
	"billing_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_comment" text,
	"card_brand" text,
	"card_last4" text,
	"synced" boolean DEFAULT true NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active', 'past_due', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_plan_template" CHECK ("subscriptions"."plan_template" in ('team', 'company', 'enterprise')),
	CONSTRAINT "subscriptions_plan_billed" CHECK ("subscriptions"."plan_billed" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"plan" text NOT NULL,
	"billed" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "checkouts_plan" CHECK ("checkouts"."plan" in ('team', 'company'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"organization_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_counters" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quota_period_end" timestamp with time zone NOT NULL,
	"operations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operation_counters_pk" PRIMARY KEY("organization_id","quota_period_end","day")
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"uploaded_by" uuid NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "invitations_role" CHECK ("invitations"."role" in ('admin', 'member', 'guest')),
	CONSTRAINT "invitations_email_lower" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "widget_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sealed_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "widget_secrets_name" UNIQUE("widget_id","name")
);
--> statement-breakpoint
CREATE TABLE "widget_flow_pages" (
	"widget_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"nodes" jsonb NOT NULL,
	"connections" jsonb NOT NULL,
	CONSTRAINT "widget_flow_pages_widget_id_page_pk" PRIMARY KEY("widget_id","page")
);
--> statement-breakpoint
CREATE TABLE "widget_daily_counters" (
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"finishes" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"operations" integer DEFAULT 0 NOT NULL,
	"time_taken_sum" bigint DEFAULT 0 NOT NULL,
	"time_taken_count" integer DEFAULT 0 NOT NULL,
	"touch_time_sum" bigint DEFAULT 0 NOT NULL,
	"touch_time_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_daily_counters_pk" PRIMARY KEY("widget_id","day")
);
--> statement-breakpoint
CREATE TABLE "widget_daily_event_counts" (
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_daily_event_counts_pk" PRIMARY KEY("widget_id","day","name")
);
--> statement-breakpoint
CREATE TABLE "widget_daily_visitors" (
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lead_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	CONSTRAINT "widget_daily_visitors_pk" PRIMARY KEY("widget_id","day","lead_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "widget_event_ids" (
	"widget_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "widget_event_ids_pk" PRIMARY KEY("widget_id","id")
);
--> statement-breakpoint
CREATE TABLE "widget_node_daily_counters" (
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"node_id" integer NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_node_daily_counters_pk" PRIMARY KEY("widget_id","day","node_id")
);
--> statement-breakpoint
CREATE TABLE "widget_node_reached_ids" (
	"widget_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "widget_node_reached_ids_pk" PRIMARY KEY("widget_id","id")
);
--> statement-breakpoint
CREATE TABLE "widget_published_versions" (
	"widget_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"flow_version" integer NOT NULL,
	"flow" jsonb NOT NULL,
	"node_count" integer NOT NULL,
	"connection_count" integer NOT NULL,
	"changes" jsonb,
	"fingerprint" "bytea" NOT NULL,
	"republished_from" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid NOT NULL,
	CONSTRAINT "widget_published_versions_pk" PRIMARY KEY("widget_id","version")
);
--> statement-breakpoint
CREATE TABLE "widget_record_counts" (
	"widget_id" uuid NOT NULL,
	"partition" text NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_record_counts_pk" PRIMARY KEY("widget_id","partition")
);
--> statement-breakpoint
CREATE TABLE "widget_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"partition" text NOT NULL,
	"node_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"session_id" uuid NOT NULL,
	"pageload_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_flow_changes" (
	"widget_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text,
	"ops" jsonb NOT NULL,
	"replaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replaces_flow" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_flow_changes_widget_id_version_pk" PRIMARY KEY("widget_id","version")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_flows" ADD CONSTRAINT "widget_flows_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_flows" ADD CONSTRAINT "widget_flows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_counters" ADD CONSTRAINT "operation_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_secrets" ADD CONSTRAINT "widget_secrets_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_secrets" ADD CONSTRAINT "widget_secrets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_flow_pages" ADD CONSTRAINT "widget_flow_pages_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_daily_counters" ADD CONSTRAINT "widget_daily_counters_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_daily_event_counts" ADD CONSTRAINT "widget_daily_event_counts_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_daily_visitors" ADD CONSTRAINT "widget_daily_visitors_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_event_ids" ADD CONSTRAINT "widget_event_ids_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_node_daily_counters" ADD CONSTRAINT "widget_node_daily_counters_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_node_reached_ids" ADD CONSTRAINT "widget_node_reached_ids_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_published_versions" ADD CONSTRAINT "widget_published_versions_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_published_versions" ADD CONSTRAINT "widget_published_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_record_counts" ADD CONSTRAINT "widget_record_counts_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_records" ADD CONSTRAINT "widget_records_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_records" ADD CONSTRAINT "widget_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_flow_changes" ADD CONSTRAINT "widget_flow_changes_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_flow_changes" ADD CONSTRAINT "widget_flow_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_model_id" ON "oidc_payloads" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "memberships" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "widgets_organization_list" ON "widgets" USING btree ("organization_id","archived","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_organization" ON "checkouts" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "payments_organization" ON "payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "access_tokens_organization" ON "access_tokens" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "files_organization" ON "files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "files_uploader" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_organization_email" ON "invitations" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "invitations_email" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "widget_secrets_widget" ON "widget_secrets" USING btree ("widget_id","created_at");--> statement-breakpoint
CREATE INDEX "widget_daily_visitors_lead" ON "widget_daily_visitors" USING btree ("widget_id","lead_id","day");--> statement-breakpoint
CREATE INDEX "widget_daily_visitors_session" ON "widget_daily_visitors" USING btree ("widget_id","session_id","day");--> statement-breakpoint
CREATE INDEX "widget_event_ids_received" ON "widget_event_ids" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "widget_node_reached_ids_received" ON "widget_node_reached_ids" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "widget_records_list" ON "widget_records" USING btree ("widget_id","created_at");--> statement-breakpoint
CREATE INDEX "widget_records_partition" ON "widget_records" USING btree ("widget_id","partition","created_at");--> statement-breakpoint
CREATE INDEX "widget_records_session" ON "widget_records" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "widget_records_pageload" ON "widget_records" USING btree ("pageload_id");--> statement-breakpoint
CREATE INDEX "widget_records_lead" ON "widget_records" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "widget_flow_changes_created_at" ON "widget_flow_changes" USING btree ("created_at");