-- After migration 20261207120000 on a database that held requests: every old row keeps every
-- value it had, and reads as no e-mail, first available, no confirmation.
do $$
declare
  -- This migration's columns, and language from 20261220120000 (checked below).
  new_columns text[] := array['customer_email', 'arrival_window', 'arrival_window_label',
    'arrival_window_starts_at', 'arrival_window_ends_at', 'confirmation_claimed_at',
    'confirmation_sent_at', 'language'];
  changed int;
  old_count int;
begin
  select count(*) into old_count from public.upgrade_snapshot;
  if old_count <> 3 or (select count(*) from public.contact_requests) <> old_count then
    raise exception 'rows were lost or added: % before, % after', old_count,
      (select count(*) from public.contact_requests);
  end if;

  select count(*) into changed
  from public.upgrade_snapshot s
  join public.contact_requests c using (id)
  where to_jsonb(c) - new_columns <> to_jsonb(s);
  if changed > 0 then
    raise exception '% old row(s) changed', changed;
  end if;

  if exists (
    select 1 from public.contact_requests
    where customer_email is not null or arrival_window is not null or arrival_window_label is not null
       or arrival_window_starts_at is not null or arrival_window_ends_at is not null
       or confirmation_claimed_at is not null or confirmation_sent_at is not null
  ) then
    raise exception 'an old row got a value in a new column';
  end if;

  -- 20261220120000: every request from before Spanish pages existed was sent in English.
  if exists (select 1 from public.contact_requests where language is distinct from 'en') then
    raise exception 'an old row is not marked English';
  end if;

  -- Old rows have references too, and the office can find them.
  if (select name from public.contact_requests
      where public.contact_request_reference(id)
            = public.contact_request_reference('1f0c2b7e-3a54-4e61-8d2a-6b9e0c4f1a02')) <> 'Luis Ortega' then
    raise exception 'an old request cannot be found by its reference';
  end if;

  -- And an old row can still be updated the way the office works it.
  update public.contact_requests set status = 'closed' where idempotency_key = 'upgrade-fixture-0003';
end
$$;
