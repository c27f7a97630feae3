-- Search while typing (20261205120000_blogs_search_while_typing.sql) on the seed, as the anon
-- role: the last word is the start of a word, and every case of lib/blog/search-cases.json
-- finds exactly its posts (the bundled source is held to the same file by
-- lib/blog/search-query.test.ts). Run from the repository root (scripts/db-tests.sh).
\set ON_ERROR_STOP on
\set cases `cat lib/blog/search-cases.json`
begin;
set local role anon;

do $$
declare
  found text[];
begin
  -- The issue's targets, spelled out.
  select array_agg(slug order by slug) into found from public.search_blogs('tankl');
  if found is distinct from array['flush-water-heater-hard-water-mesa'] then
    raise exception '"tankl" found %, expected the tankless post', found;
  end if;
  select array_agg(slug order by slug) into found from public.search_blogs('softe');
  if not 'east-valley-hard-water-softener-guide' = any (found) then
    raise exception '"softe" found %, expected the softener guide', found;
  end if;
  select array_agg(slug order by slug) into found from public.search_blogs('water heat');
  if found is distinct from (select array_agg(slug order by slug) from public.search_blogs('water heater'))
     or cardinality(found) < 3 then
    raise exception '"water heat" found %, expected what "water heater" finds', found;
  end if;
  -- Only the last word is a prefix: "wat heater" is not "water heater".
  if exists (select 1 from public.search_blogs('wat heater')) then
    raise exception 'a word before the last one matched as a prefix';
  end if;
  -- A half-typed "-ing" or "-ation" still finds the word, whose stem is shorter than the text.
  if not exists (select 1 from public.search_blogs('plumbi'))
     or not exists (select 1 from public.search_blogs('irrigat')) then
    raise exception '"plumbi" or "irrigat" found nothing';
  end if;
  -- A negated last word stays a whole word: "-tankl" excludes nothing.
  if (select count(*) from public.search_blogs('water -tankl'))
     <> (select count(*) from public.search_blogs('water')) then
    raise exception 'a -negated last word was read as a prefix';
  end if;
  -- Ranked as before: the title match first.
  if (select slug from public.search_blogs('tankl') order by rank desc limit 1)
     <> 'flush-water-heater-hard-water-mesa'
     or (select slug from public.search_blogs('softe') order by rank desc, created_at desc limit 1)
     <> 'east-valley-hard-water-softener-guide' then
    raise exception 'prefix matches are not ranked by where they match';
  end if;
end $$;

-- Every shared case: the same posts (sorted slugs). The file reaches the block as a setting.
select set_config('search.cases', :'cases', true) as loaded \gset
do $$
declare
  c record;
  found text[];
  expected text[];
  failures text := '';
begin
  for c in select value from jsonb_array_elements(current_setting('search.cases')::jsonb -> 'cases') loop
    select coalesce(array_agg(s.slug order by s.slug), '{}') into found
    from public.search_blogs(c.value ->> 'q') as s;
    expected := array(select jsonb_array_elements_text(c.value -> 'slugs'));
    if found is distinct from expected then
      failures := failures || format(E'\n  %s: found %s, expected %s', c.value ->> 'q', found, expected);
    end if;
  end loop;
  if failures <> '' then
    raise exception 'search cases differ from lib/blog/search-cases.json:%', failures;
  end if;
end $$;

rollback;
