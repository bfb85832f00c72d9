CREATE TABLE "ontologies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ontology_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ontology_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_version_id" uuid,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ontology_versions_number_unique" UNIQUE("ontology_id","version_number")
);
--> statement-breakpoint
ALTER TABLE "ontologies" ADD CONSTRAINT "ontologies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ontology_versions" ADD CONSTRAINT "ontology_versions_ontology_id_ontologies_id_fk" FOREIGN KEY ("ontology_id") REFERENCES "public"."ontologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ontology_versions" ADD CONSTRAINT "ontology_versions_base_version_id_ontology_versions_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "public"."ontology_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ontologies_project_idx" ON "ontologies" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "ontology_versions_created_idx" ON "ontology_versions" USING btree ("ontology_id","created_at");