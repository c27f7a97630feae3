-- Dates of posts going live (20261206120000_blogs_publish_dates.sql), on a real PostgreSQL.
-- This file runs in a new session, so the database's time zone from that migration applies,
-- as it does for every new connection of the dashboard and of PostgREST.
\set ON_ERROR_STOP on
begin;

do $$
begin
  if current_setting('TimeZone') <> 'America/Phoenix' then
    raise exception 'the session time zone is %, expected America/Phoenix', current_setting('TimeZone');
  end if;
end $$;

-- A draft written three weeks ago (its publish_at is the default: when it was saved).
insert into public.blogs (title, slug, content, published, created_at, publish_at)
values ('Old draft', 'dates-old-draft', 'Written weeks ago.', false,
        now() - interval '21 days', now() - interval '21 days');
-- A post scheduled for Friday, and one scheduled for later that the marketer will pull forward.
insert into public.blogs (title, slug, content, published, publish_at)
values ('Friday post', 'dates-friday', 'Scheduled.', true, now() + interval '3 days'),
       ('Pulled forward', 'dates-pulled-forward', 'Scheduled, then published at once.', true,
        now() + interval '5 days');
-- An import that brings its own dates, published (the seed does this).
insert into public.blogs (title, slug, content, published, created_at)
values ('Imported', 'dates-imported', 'From the old site.', true, timestamptz '2024-03-05 16:00Z');

do $$
begin
  if (select created_at from public.blogs where slug = 'dates-friday')
     <> (select publish_at from public.blogs where slug = 'dates-friday') then
    raise exception 'a scheduled post is not dated by its publish_at';
  end if;
  if (select created_at from public.blogs where slug = 'dates-imported') <> timestamptz '2024-03-05 16:00Z' then
    raise exception 'an import lost its own date';
  end if;
end $$;

-- Publishing the old draft dates it now: it tops the list and the related "newest 3".
update public.blogs set published = true where slug = 'dates-old-draft';
-- "Publish a scheduled post now": move publish_at back to now, nothing else.
update public.blogs set publish_at = now() where slug = 'dates-pulled-forward';

do $$
begin
  if (select created_at from public.blogs where slug = 'dates-old-draft') <> now() then
    raise exception 'a draft published now kept the date it was written: %',
      (select created_at from public.blogs where slug = 'dates-old-draft');
  end if;
  if (select created_at from public.blogs where slug = 'dates-pulled-forward') <> now() then
    raise exception 'a scheduled post published at once is dated %, not now',
      (select created_at from public.blogs where slug = 'dates-pulled-forward');
  end if;
end $$;

-- Edits of live posts never move their date.
update public.blogs set title = 'Old draft, corrected' where slug = 'dates-old-draft';
update public.blogs set content = 'Fixed a typo.' where slug = 'dates-imported';
do $$
begin
  if (select created_at from public.blogs where slug = 'dates-old-draft') <> now()
     or (select created_at from public.blogs where slug = 'dates-imported') <> timestamptz '2024-03-05 16:00Z' then
    raise exception 'an edit of a live post moved its date';
  end if;
end $$;

-- The scheduled time passes with no write at all: row-level security stops hiding the post,
-- which is already dated by that moment. Time cannot pass inside a test, so the row is moved
-- as the clock would (triggers off: no save happens in real life).
set local session_replication_role = replica;
update public.blogs set publish_at = now() - interval '1 minute', created_at = now() - interval '1 minute'
where slug = 'dates-friday';
set local session_replication_role = origin;
set local role anon;
do $$
declare
  newest text[];
begin
  select array_agg(slug order by created_at desc, id desc) into newest
  from (select slug, created_at, id from public.blogs order by created_at desc, id desc limit 3) as top;
  if newest is distinct from array['dates-old-draft', 'dates-pulled-forward', 'dates-friday']
     and newest is distinct from array['dates-pulled-forward', 'dates-old-draft', 'dates-friday'] then
    raise exception 'the newest three as anon are %, expected the two published now, then Friday''s', newest;
  end if;
end $$;
reset role;

-- Times written without an offset are Arizona's (UTC-7 all year); with an offset, their own.
insert into public.blogs (title, slug, content, published, publish_at)
values ('Christmas Eve', 'dates-no-offset', 'Scheduled in Arizona time.', true, '2030-12-24 09:00'),
       ('With offset', 'dates-utc', 'Scheduled in UTC.', true, '2030-12-24 09:00+00');
do $$
begin
  if (select publish_at from public.blogs where slug = 'dates-no-offset') <> timestamptz '2030-12-24 16:00Z' then
    raise exception '"2030-12-24 09:00" was read as %, not 9 a.m. in Arizona',
      (select publish_at from public.blogs where slug = 'dates-no-offset');
  end if;
  if (select publish_at from public.blogs where slug = 'dates-utc') <> timestamptz '2030-12-24 09:00Z' then
    raise exception 'a time with an offset was not kept';
  end if;
  if (select created_at::text from public.blogs where slug = 'dates-no-offset') <> '2030-12-24 09:00:00-07' then
    raise exception 'times are not shown in Arizona time: %',
      (select created_at::text from public.blogs where slug = 'dates-no-offset');
  end if;
end $$;

-- Unpublishing and publishing again is going live again: dated by that save (docs/blog.md).
update public.blogs set published = false where slug = 'dates-imported';
update public.blogs set published = true where slug = 'dates-imported';
do $$
begin
  if (select created_at from public.blogs where slug = 'dates-imported') <> now() then
    raise exception 'a post published again kept its old date';
  end if;
end $$;

rollback;
