CREATE INDEX "kg_entity_relations_relation_idx" ON "kg_entity_relations" USING btree ("relation_id");--> statement-breakpoint
CREATE INDEX "kg_entity_values_link_idx" ON "kg_entity_values" USING btree ("link_entity_id");--> statement-breakpoint
CREATE INDEX "kg_entity_values_attribute_idx" ON "kg_entity_values" USING btree ("attribute_id");