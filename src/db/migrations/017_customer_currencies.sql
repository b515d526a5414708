-- A customer's `currencies` now says which internal accounts it has, or will have once its
-- end-user terms are accepted: its accounts open in exactly these. Before, accounts opened in
-- every currency the platform supported whatever the list said, and a customer created
-- without the field kept an empty list. Old rows are brought in line without changing any
-- account: first the list gains the currencies of the accounts the customer already has...
UPDATE customers c
SET currencies = c.currencies || ARRAY(
  SELECT DISTINCT i.currency FROM internal_accounts i
  WHERE i.platform_id = c.platform_id AND i.customer_id = c.id AND NOT (i.currency = ANY (c.currencies))
  ORDER BY i.currency)
WHERE EXISTS (
  SELECT 1 FROM internal_accounts i
  WHERE i.platform_id = c.platform_id AND i.customer_id = c.id AND NOT (i.currency = ANY (c.currencies)));

-- ...then a list still empty (no accounts yet: terms pending) becomes what creation without the
-- field now enables: the platform's supported currencies, in its order.
UPDATE customers c
SET currencies = ARRAY(
  SELECT e.value->>'currencyCode'
  FROM platforms p, jsonb_array_elements(p.config->'supportedCurrencies') WITH ORDINALITY AS e(value, n)
  WHERE p.id = c.platform_id
  ORDER BY e.n)
WHERE c.currencies = '{}';
