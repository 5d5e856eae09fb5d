-- Where a spot is: the public booking form tells the visitor where the booked activity takes place.
ALTER TABLE "spots" ADD COLUMN "address" text;
