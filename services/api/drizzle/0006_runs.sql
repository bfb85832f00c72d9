CREATE TABLE "extraction_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"collection_id" uuid NOT NULL,
	"ontology_version_id" uuid NOT NULL,
	"current_step" text,
	"status" text NOT NULL,
	"steps" jsonb NOT NULL,
	"credits_used" numeric DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_chunks" (
	"run_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"chunk_id" text NOT NULL,
	"text" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"token_count" integer,
	CONSTRAINT "run_chunks_run_id_document_id_chunk_index_pk" PRIMARY KEY("run_id","document_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "run_documents" (
	"run_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"page_count" integer,
	"pages" jsonb,
	CONSTRAINT "run_documents_run_id_document_id_pk" PRIMARY KEY("run_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "extraction_runs" ADD CONSTRAINT "extraction_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_runs" ADD CONSTRAINT "extraction_runs_collection_id_documents_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."documents_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_runs" ADD CONSTRAINT "extraction_runs_ontology_version_id_ontology_versions_id_fk" FOREIGN KEY ("ontology_version_id") REFERENCES "public"."ontology_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_chunks" ADD CONSTRAINT "run_chunks_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_chunks" ADD CONSTRAINT "run_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_documents" ADD CONSTRAINT "run_documents_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_documents" ADD CONSTRAINT "run_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_runs_project_idx" ON "extraction_runs" USING btree ("project_id","created_at");