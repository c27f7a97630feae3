-- After 20261211120000 over rows stored before it: they are kept, still count against their
-- visitor, and their keys are honoured like new ones (two more deliveries each).
\set ON_ERROR_STOP on
begin;
do $$
declare
  visitor text := repeat('9', 64);
begin
  if (select count(*) from public.contact_rate_hits where client_key = visitor and uses = 1 and id is not null) <> 2 then
    raise exception 'the rows stored before the migration were not kept as counted once';
  end if;
  for i in 1..3 loop
    if not public.take_contact_slot(visitor, null, 'upgrade-new-' || i, 5, 20, interval '10 minutes') then
      raise exception 'slot % of the 3 left was refused', i;
    end if;
  end loop;
  if public.take_contact_slot(visitor, null, 'upgrade-new-4', 5, 20, interval '10 minutes') then
    raise exception 'the old rows did not count: a sixth request was admitted';
  end if;
  if not (public.take_contact_slot(visitor, null, 'upgrade-1', 5, 20, interval '10 minutes')
      and public.take_contact_slot(visitor, null, 'upgrade-1', 5, 20, interval '10 minutes')) then
    raise exception 'a key stored before the migration was not honoured';
  end if;
  if public.take_contact_slot(visitor, null, 'upgrade-1', 5, 20, interval '10 minutes') then
    raise exception 'a key stored before the migration was honoured a fourth time';
  end if;
end
$$;
rollback;
\echo 'request path limits: rate-limit rows stored before the migration are kept and still count'
