-- Affiliate retail orders (spec 2 §2.1, §7): the retail customers CheckUser finds, and the cities
-- each retail package is sold in. The packages themselves are the package table's Health Check and
-- Lab Test rows (test_category and price); the cities are the places of migration 016. Created
-- orders are appointment requests of the allow-listed provider with corporate_id NULL.

-- A retail customer: found by CheckUser on phone and e-mail, registered by their first order.
CREATE TABLE retail_customer (
  id           serial PRIMARY KEY,
  -- The ten-digit national number (a 91 or 0 prefix is dropped).
  phone        text NOT NULL CHECK (phone ~ '^[5-9][0-9]{9}$'),
  email        text NOT NULL,
  name         text NOT NULL DEFAULT '',
  -- The affiliate provider whose order registered the customer; NULL for one known beforehand.
  registered_by_provider_id integer REFERENCES provider(id),
  created_on   timestamptz NOT NULL
);
CREATE UNIQUE INDEX retail_customer_contact_idx ON retail_customer (phone, lower(email));

-- Where a retail package is sold: GetAvailableCities lists a category's cities from here and
-- GetPackages a city's packages; an order line must name a package sold in its city.
CREATE TABLE retail_package_city (
  package_id  integer NOT NULL REFERENCES package(id),
  city_id     integer NOT NULL REFERENCES place(id),
  PRIMARY KEY (package_id, city_id)
);
CREATE INDEX retail_package_city_city_idx ON retail_package_city (city_id, package_id);
