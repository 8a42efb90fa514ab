-- At most 10 services per profile (LIMITS.services). A CHECK cannot count rows, so a trigger refuses the row that
-- would be the 11th as a check_violation naming the constraint "specialist_service_limit". It first locks the
-- profile row, so two additions at once are counted one after the other. It guards inserts (and moves to another
-- profile) only: a profile that held more before the cap keeps them, and may still edit and delete them.
CREATE FUNCTION "public"."specialist_service_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."user_id" = OLD."user_id" THEN
		RETURN NEW;
	END IF;
	PERFORM 1 FROM "public"."specialist_profile" WHERE "user_id" = NEW."user_id" FOR NO KEY UPDATE;
	IF (SELECT count(*) FROM "public"."specialist_service" WHERE "user_id" = NEW."user_id") >= 10 THEN
		RAISE EXCEPTION 'specialist_service_limit: a profile holds at most 10 services'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'specialist_service_limit', TABLE = 'specialist_service';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "specialist_service_limit" BEFORE INSERT OR UPDATE OF "user_id" ON "public"."specialist_service" FOR EACH ROW EXECUTE FUNCTION "public"."specialist_service_limit"();