-- The queue's jobs move to pg-boss. The old "jobs" table stays until the job queue's first start
-- carries its waiting jobs and its dedupe keys over and drops it (modules/jobs/legacy-jobs.ts).
CREATE TABLE "job_dedupe_keys" (
	"dedupe_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"job_id" uuid,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_shop_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
