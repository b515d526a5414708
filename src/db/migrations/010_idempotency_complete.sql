-- Stores an operation's reply on its Idempotency-Key, in the operation's own transaction, and
-- only while the caller still owns the claim. One call, so the application can send it with
-- COMMIT (TxSql.atCommit) instead of spending a round trip on it. Raises CR409 when the claim
-- was taken over (the request ran too long), which rolls the operation back.
CREATE FUNCTION idempotency_complete(p_platform uuid, p_key text, p_owner uuid, p_status integer, p_body text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys SET state = 'DONE', response_status = p_status, response_body = p_body
  WHERE platform_id = p_platform AND key = p_key AND owner = p_owner AND state = 'IN_FLIGHT';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'idempotency key claim lost' USING ERRCODE = 'CR409';
  END IF;
END $$;
