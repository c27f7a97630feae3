-- The publishing cron's memory (docs/blog.md, "Content calendar"). GET /api/cron/publish-scheduled
-- runs every 5 minutes and expires the blog's pages for each post whose publish_at has just
-- passed. Without a memory it could only look back a fixed window, wider than the interval so a
-- late run misses nothing, and so handled each post twice. The watermark is the moment up to
-- which posts have been handled: each run claims the posts that went live after it, up to the
-- database's own now() (the clock row-level security uses), and moves it there, in one
-- transaction, so each scheduled post is claimed by exactly one run, however late or doubled the
-- runs are.
--
-- A table rather than the site's own cache: on Vercel each cron run is a fresh serverless
-- invocation, and the data cache may be evicted; a row survives every deploy and every run.

create table if not exists public.blog_publish_watermark (
  id boolean primary key default true check (id),
  handled_through timestamptz not null default now()
);

comment on table public.blog_publish_watermark is
  'One row: posts whose publish_at is at or before handled_through have had their pages expired.';

-- Only the site's server (service role) reads and moves it: anyone else could make the cron skip
-- posts. No policies, and no grants for the public roles (Supabase grants them by default).
alter table public.blog_publish_watermark enable row level security;
revoke all on public.blog_publish_watermark from public, anon, authenticated;

-- From now on: posts that went live before this migration were expired by the webhook when saved.
insert into public.blog_publish_watermark (id) values (true) on conflict (id) do nothing;

-- Called by the cron route through PostgREST (POST /rest/v1/rpc/claim_went_live_posts) with the
-- service-role key. Locks the row, so two overlapping runs cannot both claim a post.
create or replace function public.claim_went_live_posts()
returns table (slug text)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
  through timestamptz := now();
begin
  insert into public.blog_publish_watermark (id, handled_through)
  values (true, through)
  on conflict (id) do nothing;
  select w.handled_through into since
  from public.blog_publish_watermark w
  where w.id
  for update;
  return query
    select b.slug
    from public.blogs b
    where b.published and b.publish_at > since and b.publish_at <= through
    order by b.publish_at;
  update public.blog_publish_watermark w
  set handled_through = greatest(w.handled_through, through)
  where w.id;
end;
$$;

revoke execute on function public.claim_went_live_posts() from public, anon, authenticated;
grant execute on function public.claim_went_live_posts() to service_role;
