-- A post is dated by the moment it goes live (docs/blog.md, "Content calendar"). created_at is
-- the date the site shows and sorts by; until now only a future publish_at moved it, so a draft
-- written three weeks ago and published today was dated three weeks ago and landed deep in the
-- list. Now:
-- - saving a future publish_at dates the post by it, as before. The moment it passes, the post
--   goes live with no write at all (row-level security simply stops hiding it), already dated;
-- - a save that puts a post live (published turned on, or publish_at moved back to now or
--   earlier on a post that was waiting) dates it by that save: now();
-- - saving a post that is live already (an edit) never moves its date, nor does an import that
--   inserts rows with their own created_at.
create or replace function public.blogs_date_posts_going_live() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.publish_at > now() then
    if tg_op = 'INSERT' or new.publish_at is distinct from old.publish_at then
      new.created_at := new.publish_at;
    end if;
  elsif tg_op = 'UPDATE' and new.published
        and not (old.published and old.publish_at <= now()) then
    new.created_at := now();
  end if;
  return new;
end;
$$;

drop trigger if exists blogs_date_scheduled_posts on public.blogs;
drop function if exists public.blogs_date_scheduled_posts();
drop trigger if exists blogs_date_posts_going_live on public.blogs;
create trigger blogs_date_posts_going_live
before insert or update on public.blogs
for each row execute function public.blogs_date_posts_going_live();

-- A time written without an offset ("2026-12-24 09:00", as a marketer types it in the Table
-- Editor) means Arizona time. A trigger cannot do this: PostgreSQL has turned the text into an
-- instant, in the session's time zone (UTC on Supabase), before any trigger sees the row. The
-- database's default time zone is what reads such text, so it is set to Arizona's (UTC-7 all
-- year, no daylight saving): for every new session, the dashboard's and PostgREST's alike.
-- Stored instants do not change; times are shown with -07 instead of +00, and a time written
-- with an offset or Z keeps its own. Supabase documents this setting (alter database ... set
-- timezone); it needs the database owner, which migrations run as.
do $$
begin
  execute format('alter database %I set timezone to %L', current_database(), 'America/Phoenix');
end
$$;
