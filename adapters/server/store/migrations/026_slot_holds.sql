-- Hold, then book (issue 14): opening a slot in the Reschedule or Change Doctor dialog holds one
-- place of it for that user and request for a few minutes; others see the place as taken. One
-- hold per user and request: a new slot replaces the old. Booking (updateRequests) and holding
-- both lock the doctor's row first, so two people can never both get the last place.
CREATE TABLE slot_hold (
  request_id  bigint NOT NULL REFERENCES appointment_request(id),
  user_id     integer NOT NULL REFERENCES app_user(id),
  doctor_id   integer NOT NULL REFERENCES doctor(id),
  slot_start  timestamptz NOT NULL,
  expires_on  timestamptz NOT NULL,
  PRIMARY KEY (request_id, user_id)
);
CREATE INDEX slot_hold_doctor_idx ON slot_hold (doctor_id, slot_start);
