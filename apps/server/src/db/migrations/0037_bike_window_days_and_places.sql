-- Each window of the bike rounds' hours now says its weekdays (Monday 1 to Saturday 6) and its
-- places: the windows saved before ran every bike day with 8 places.
UPDATE "bike_round_hours" SET "windows" = (
	SELECT coalesce(jsonb_agg('{"days":[1,2,3,4,5,6],"places":8}'::jsonb || "window" ORDER BY "position"), '[]'::jsonb)
	FROM jsonb_array_elements("bike_round_hours"."windows") WITH ORDINALITY AS "windows"("window", "position")
);
