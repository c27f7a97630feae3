-- Full-text search and scheduled publishing (20261203120000_blogs_search_and_schedule.sql) on a
-- real PostgreSQL, after the seed. Adds 1,500 generated posts, checks ranking, stemming, odd
-- input, the schedule as the anon role and the plan of the search at that size.
-- Raises on the first failed check; everything is rolled back.
\set ON_ERROR_STOP on
begin;

-- 1,500 published posts of ordinary length (800 words, about 5,500 characters each), a year
-- and a half of posts at several a week, written from a plumber's vocabulary in a fixed
-- pseudo-random order. One post in 25 mentions water softeners.
insert into public.blogs (title, slug, excerpt, content, created_at, published)
select
  format('%s tips for %s homes, part %s',
         (array['Water heater', 'Drain', 'Faucet', 'Toilet', 'Garbage disposal'])[1 + n % 5],
         (array['Mesa', 'Gilbert', 'Chandler', 'Tempe', 'Queen Creek'])[1 + n % 5], n),
  format('generated-post-%s', n),
  format('What East Valley homeowners should know, note %s.', n),
  (select string_agg(
     case when n % 25 = 0 and g = 400 then 'a water softener stops it'
          else w.words[1 + abs(hashint4(n * 7919 + g)) % array_length(w.words, 1)] end, ' ')
   from generate_series(1, 800) as g,
        (select regexp_split_to_array(
          'water heater tank anode rod sediment flush valve pressure relief drain pipe copper pex '
          'leak slab foundation faucet aerator cartridge toilet flapper fill wax ring shower '
          'mixing tub garbage disposal jam blade sink trap vent sewer camera hydro jet root '
          'gas line shutoff meter regulator hose bib backflow irrigation filter carbon reverse '
          'osmosis chlorine scale calcium magnesium grain gallon hardness summer freeze '
          'attic garage closet kitchen bathroom laundry washer dishwasher ice maker mesa gilbert '
          'chandler tempe queen creek family home homeowner plumber visit estimate warranty permit '
          'code inspection thermostat element burner pilot flame venting expansion thermal '
          'corrosion pinhole rust stain odor noise rumble gurgle slow clog hair grease wipes',
          ' ') as words) as w),
  timestamptz '2025-01-01' + n * interval '8 hours',
  true
from generate_series(1, 1500) as n;
analyze public.blogs;

-- Posts for the ranking and stemming checks, and a scheduled one.
insert into public.blogs (title, slug, excerpt, content, published) values
  ('Quartz countertop care', 'ranking-in-content', 'Kitchen surfaces.',
   'Wipe it daily. Hard water from the tap leaves spots near the zyxwater line.', true),
  ('Zyxwater explained', 'ranking-in-title', 'Why it matters.', 'A short post.', true),
  ('Choosing one of the new heaters', 'stemming-post', 'Sizing for a family of four.',
   'Tankless or tank: both work in Mesa.', true);
insert into public.blogs (title, slug, content, published, publish_at) values
  ('Monsoon season checklist', 'scheduled-post', 'Clear the roof drains before the storms; kwazschedule.',
   true, now() + interval '3 days');

-- The owner's view of the scheduled post: dated by the moment it goes live.
do $$
begin
  if (select created_at from public.blogs where slug = 'scheduled-post')
     <> (select publish_at from public.blogs where slug = 'scheduled-post') then
    raise exception 'a scheduled post is not dated by its publish_at';
  end if;
  if exists (select 1 from public.blogs where slug <> 'scheduled-post' and publish_at > now()) then
    raise exception 'posts other than the scheduled one have a future publish_at';
  end if;
  begin
    insert into public.blogs (title, slug) values ('Reserved', 'page');
    raise exception 'the reserved slug "page" was accepted';
  exception when check_violation then null;
  end;
end $$;

set local role anon;

do $$
declare
  slugs text[];
begin
  -- Scheduled publishing, enforced by row-level security whatever the query asks.
  if exists (select 1 from public.blogs where slug = 'scheduled-post') then
    raise exception 'anon sees a post whose publish_at is in the future';
  end if;
  if exists (select 1 from public.search_blogs('kwazschedule')) then
    raise exception 'search finds a post whose publish_at is in the future';
  end if;
  if (select count(*) from public.blogs) < 1505 then
    raise exception 'anon sees % posts; the seeded and generated ones should all be live',
      (select count(*) from public.blogs);
  end if;

  -- Ranking: a match in the title comes before one deep in the content.
  select array_agg(r.slug order by r.rank desc, r.created_at desc) into slugs
  from public.search_blogs('zyxwater') as r;
  if slugs is distinct from array['ranking-in-title', 'ranking-in-content'] then
    raise exception 'zyxwater ranked %, expected the title match first', slugs;
  end if;

  -- Stemming: the plural finds the singular and back.
  if not exists (select 1 from public.search_blogs('heaters') where slug like 'generated-post-%')
     or not exists (select 1 from public.search_blogs('heater') where slug = 'stemming-post') then
    raise exception 'heaters and heater do not find each other';
  end if;

  -- websearch syntax: every term must match; -word excludes; "phrases" keep their order.
  if (select count(*) from public.search_blogs('softener') where slug like 'generated-post-%') <> 60 then
    raise exception 'softener found % generated posts, expected 60 (1 in 25)',
      (select count(*) from public.search_blogs('softener') where slug like 'generated-post-%');
  end if;
  if (select count(*) from public.search_blogs('softener -gilbert'))
     >= (select count(*) from public.search_blogs('softener')) then
    raise exception '-gilbert excluded nothing';
  end if;
  if (select count(*) from public.search_blogs('"softener stops"') where slug like 'generated-post-%') <> 60
     or exists (select 1 from public.search_blogs('"stops softener"') where slug like 'generated-post-%') then
    raise exception 'a quoted phrase is not matched in its order only';
  end if;

  -- Odd input: nothing raises, stop words and punctuation alone find nothing.
  perform * from public.search_blogs('');
  perform * from public.search_blogs('"unclosed');
  perform * from public.search_blogs('a,b) or(x.eq.1 "q" \ 50%_* & | ! :* <-> ''');
  perform * from public.search_blogs(repeat('-', 80));
  perform * from public.search_blogs('x ' || repeat('- ', 40));
  perform * from public.search_blogs(repeat('x', 5000));
  if exists (select 1 from public.search_blogs('the and of'))
     or exists (select 1 from public.search_blogs('*%_')) then
    raise exception 'stop words or punctuation alone matched posts';
  end if;
  if not exists (select 1 from public.search_blogs('Softener!!! (water)')) then
    raise exception 'punctuation around words stopped them matching';
  end if;

end $$;

reset role;

-- The plan at 1,500 posts, for a page of results (the site pages by keyset, a filter on rank,
-- date and id outside the function, like the offset here: neither changes the plan of the
-- function's own query, which is the one that must use the index). auto_explain
-- prints the plan of the function's own query (LOG lines on stderr), and scripts/db-tests.sh
-- requires a Bitmap Index Scan on blogs_fts_idx in it and no Seq Scan of blogs. Statistics come
-- from ANALYZE above; no planner setting is changed. New GIN entries wait in the index's pending
-- list until (auto)vacuum merges them; a live table's have long been merged, so merge them here.
select gin_clean_pending_list('public.blogs_fts_idx') >= 0 as pending_list_merged;
analyze public.blogs;
load 'auto_explain';
set local auto_explain.log_min_duration = 0;
set local auto_explain.log_nested_statements = on;
set local client_min_messages = log;
set local role anon;
-- The search as it is typed: "water softe" ('water' & the prefix 'soft':*).
select count(*) as second_page from (
  select id, title, excerpt, image, slug, created_at from public.search_blogs('water softe')
  order by rank desc, created_at desc limit 12 offset 12
) as page;
reset role;
set local auto_explain.log_min_duration = -1;
set local client_min_messages = notice;

-- Once its time has come, the scheduled post is visible to anon. Time passes without a save, so
-- the row is moved back with triggers off (a save that moves publish_at back publishes the post
-- at once and dates it now: supabase/tests/blogs_publish_dates.test.sql).
set local session_replication_role = replica;
update public.blogs set publish_at = now() - interval '1 minute' where slug = 'scheduled-post';
set local session_replication_role = origin;
set local role anon;
do $$
begin
  if not exists (select 1 from public.blogs where slug = 'scheduled-post')
     or not exists (select 1 from public.search_blogs('kwazschedule')) then
    raise exception 'a post whose publish_at has passed is not visible';
  end if;
  if (select created_at from public.blogs where slug = 'scheduled-post') < now() + interval '2 days' then
    raise exception 'the post''s date changed when its time came';
  end if;
end $$;
reset role;

-- The service role (dashboard, draft previews) sees scheduled posts before their time.
update public.blogs set publish_at = now() + interval '1 day' where slug = 'scheduled-post';
set local role service_role;
do $$
begin
  if not exists (select 1 from public.blogs where slug = 'scheduled-post') then
    raise exception 'the service role cannot see a scheduled post';
  end if;
end $$;
reset role;

rollback;
