CREATE TABLE "run_chunk_extractions" (
	"run_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"chunk_id" text NOT NULL,
	"batch" integer NOT NULL,
	"status" text NOT NULL,
	"error" jsonb,
	"characters" integer NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dropped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage" jsonb,
	"charged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "run_chunk_extractions_run_id_document_id_chunk_index_pk" PRIMARY KEY("run_id","document_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "run_entities" (
	"run_id" uuid NOT NULL,
	"entity_id" text NOT NULL,
	"position" integer NOT NULL,
	"class_name" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "run_entities_run_id_entity_id_pk" PRIMARY KEY("run_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "run_relations" (
	"run_id" uuid NOT NULL,
	"relation_id" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "run_relations_run_id_relation_id_pk" PRIMARY KEY("run_id","relation_id")
);
--> statement-breakpoint
CREATE TABLE "run_dedup_candidates" (
	"run_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"left_id" text NOT NULL,
	"right_id" text NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "run_dedup_candidates_run_id_left_id_right_id_pk" PRIMARY KEY("run_id","left_id","right_id")
);
--> statement-breakpoint
CREATE TABLE "run_modifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"action" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_chunks" ADD COLUMN "page_starts" jsonb;--> statement-breakpoint
ALTER TABLE "run_chunk_extractions" ADD CONSTRAINT "run_chunk_extractions_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_chunk_extractions" ADD CONSTRAINT "run_chunk_extractions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_entities" ADD CONSTRAINT "run_entities_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_relations" ADD CONSTRAINT "run_relations_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_dedup_candidates" ADD CONSTRAINT "run_dedup_candidates_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_modifications" ADD CONSTRAINT "run_modifications_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_chunk_extractions_batch_idx" ON "run_chunk_extractions" USING btree ("run_id","batch");--> statement-breakpoint
CREATE INDEX "run_dedup_candidates_score_idx" ON "run_dedup_candidates" USING btree ("run_id","score");--> statement-breakpoint
CREATE INDEX "run_modifications_run_idx" ON "run_modifications" USING btree ("run_id","sequence");