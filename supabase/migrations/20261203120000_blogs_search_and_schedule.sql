-- The blog at the size of years of weekly posts (docs/blog.md): full-text search in the
-- database, and posts scheduled to go live at a set time. Runs after the create and upgrade
-- migrations, on a fresh project and on the old site's upgraded table alike.

-- Scheduled publishing. A published row is visible to the public roles only from publish_at on;
-- the default (now) publishes at once, as before. Existing rows get the moment this migration
-- runs, so every post that is live stays live. Added with its default rather than updated
-- afterwards: PostgreSQL stores the one value without touching the rows, so neither the touch
-- trigger (updated_at, the sitemap's lastmod) fires nor are old rows re-checked against the
-- NOT VALID rules of the upgrade migration (some of the old site's slugs break them).
alter table public.blogs add column if not exists publish_at timestamptz not null default now();

comment on column public.blogs.publish_at is
  'When a published post goes live. Until then only the service role (dashboard, previews) sees it.';

-- A post is dated by the moment it goes live: saving a publish_at in the future moves created_at
-- (the date the site shows and sorts by) to it, so a post written on Monday for Friday is
-- Friday's post and appears at the top of the list on Friday.
create or replace function public.blogs_date_scheduled_posts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.publish_at > now()
     and (tg_op = 'INSERT' or new.publish_at is distinct from old.publish_at) then
    new.created_at := new.publish_at;
  end if;
  return new;
end;
$$;

drop trigger if exists blogs_date_scheduled_posts on public.blogs;
create trigger blogs_date_scheduled_posts
before insert or update on public.blogs
for each row execute function public.blogs_date_scheduled_posts();

-- Row-level security is what enforces the schedule: the site reads with the anon key, and a
-- query that forgot the time could not see a scheduled post anyway.
drop policy if exists "Published posts are readable by everyone" on public.blogs;
create policy "Published posts are readable by everyone"
on public.blogs
for select
to anon, authenticated
using (published = true and publish_at <= now());

-- `page` names the list's further pages (/blog/page/2), like `search`; old rows are not checked.
do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conrelid = 'public.blogs'::regclass and conname = 'blogs_slug_not_reserved'
  ) then
    alter table public.blogs
      add constraint blogs_slug_not_reserved check (slug not in ('search', 'page')) not valid;
  end if;
end
$$;

-- Full-text search: one weighted document per post (title A, excerpt B, content C) in English,
-- so `heaters` finds `heater`, kept up to date by PostgreSQL itself, and a GIN index over it.
alter table public.blogs add column if not exists fts tsvector
generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A')
  || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
  || setweight(to_tsvector('english', coalesce(content, '')), 'C')
) stored;

create index if not exists blogs_fts_idx on public.blogs using gin (fts);

-- The site's search (lib/blog/supabase-source.ts calls it through PostgREST as
-- GET /rest/v1/rpc/search_blogs?q=…, with limit, offset and a count). websearch_to_tsquery
-- accepts what a visitor types ("quoted phrases", or, -not), except a long run of minus signs,
-- which makes PostgreSQL 15 raise "tsquery stack too small": so runs of `-` become one, a `-`
-- that negates no word becomes a space, and the text is capped at 200 characters.
-- `rank` is returned so PostgREST can order by it: best match first, then newest.
--
-- Security definer, with the policy's rule written out: under row-level security PostgreSQL may
-- not evaluate `@@` (not leakproof) inside an index scan before the policy's own filter, so as
-- anon the GIN index above could never be used and every search would read every post
-- (supabase/tests/blogs_search_schedule.test.sql shows the plan). The function runs as the
-- table's owner and returns the same rows the policy shows: published, publish_at passed.
create or replace function public.search_blogs(q text)
returns table (
  id bigint,
  title text,
  excerpt text,
  image text,
  slug text,
  created_at timestamptz,
  rank real
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.title, b.excerpt, b.image, b.slug, b.created_at,
         ts_rank_cd(b.fts, query) as rank
  from public.blogs as b,
       websearch_to_tsquery('english', regexp_replace(
         regexp_replace(left(q, 200), '-+', '-', 'g'), '-(?![[:alnum:]])', ' ', 'g')
       ) as query
  where b.published and b.publish_at <= now() and b.fts @@ query
$$;

comment on function public.search_blogs(text) is
  'Live posts (published, publish_at passed: the blogs policy) matching a visitor''s search, with their rank.';

revoke all on function public.search_blogs(text) from public;
grant execute on function public.search_blogs(text) to anon, authenticated, service_role;
