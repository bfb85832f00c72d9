CREATE TABLE "knowledge_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ontology_version_id" uuid NOT NULL,
	"origin" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_runs" (
	"knowledge_base_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_base_runs_knowledge_base_id_run_id_pk" PRIMARY KEY("knowledge_base_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "kb_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knowledge_base_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"label" text NOT NULL,
	"properties" jsonb NOT NULL,
	"provenance" jsonb NOT NULL,
	"relation_count" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knowledge_base_id" uuid NOT NULL,
	"relation_name" text NOT NULL,
	"source_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"provenance" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_entity_documents" (
	"knowledge_base_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "kb_entity_documents_entity_id_document_id_pk" PRIMARY KEY("entity_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knowledge_base_id" uuid NOT NULL,
	"title" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"widgets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_ontology_version_id_ontology_versions_id_fk" FOREIGN KEY ("ontology_version_id") REFERENCES "public"."ontology_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_runs" ADD CONSTRAINT "knowledge_base_runs_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_runs" ADD CONSTRAINT "knowledge_base_runs_run_id_extraction_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."extraction_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entities" ADD CONSTRAINT "kb_entities_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_relations" ADD CONSTRAINT "kb_relations_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_relations" ADD CONSTRAINT "kb_relations_source_id_kb_entities_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."kb_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_relations" ADD CONSTRAINT "kb_relations_target_id_kb_entities_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."kb_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entity_documents" ADD CONSTRAINT "kb_entity_documents_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_entity_documents" ADD CONSTRAINT "kb_entity_documents_entity_id_kb_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."kb_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_bases_project_idx" ON "knowledge_bases" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "kb_entities_class_idx" ON "kb_entities" USING btree ("knowledge_base_id","class_name","position");--> statement-breakpoint
CREATE INDEX "kb_entities_position_idx" ON "kb_entities" USING btree ("knowledge_base_id","position");--> statement-breakpoint
CREATE INDEX "kb_entities_degree_idx" ON "kb_entities" USING btree ("knowledge_base_id","relation_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kb_entities_label_idx" ON "kb_entities" USING btree ("knowledge_base_id",lower("label"));--> statement-breakpoint
CREATE INDEX "kb_relations_name_idx" ON "kb_relations" USING btree ("knowledge_base_id","relation_name");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_relations_edge_key" ON "kb_relations" USING btree ("source_id","relation_name","target_id");--> statement-breakpoint
CREATE INDEX "kb_relations_target_idx" ON "kb_relations" USING btree ("target_id","source_id");--> statement-breakpoint
CREATE INDEX "kb_entity_documents_document_idx" ON "kb_entity_documents" USING btree ("knowledge_base_id","document_id");--> statement-breakpoint
CREATE INDEX "dashboards_kb_idx" ON "dashboards" USING btree ("knowledge_base_id","created_at");