-- Which providers' users may open Create Order (spec 2 §2.1: "a fixed allow-list"). The list was
-- fixed in code as provider 130; it is now a flag the setup file sets, so a real organisation can
-- be put on it. Provider 130 keeps its place, so an install made before this file works as it did.

ALTER TABLE provider ADD COLUMN create_order boolean NOT NULL DEFAULT false;
UPDATE provider SET create_order = true WHERE id = 130;
