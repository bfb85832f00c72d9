ALTER TABLE "documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ontology_versions" ADD COLUMN "modifications" jsonb;--> statement-breakpoint
CREATE INDEX "kb_relations_position_idx" ON "kb_relations" USING btree ("knowledge_base_id","position");