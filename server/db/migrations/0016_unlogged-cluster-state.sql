-- Rate-limit counts and device call budgets are scratch state: losing them in a crash is harmless,
-- and commits that touch only unlogged tables skip the WAL flush.
ALTER TABLE "request_counts" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "device_budgets" SET UNLOGGED;
