-- Checks the publishing cron's watermark (20261208120000_blog_publish_watermark.sql).
-- Run by scripts/db-tests.sh after the migrations and supabase/seed.sql. Every check raises an
-- exception on failure; everything runs in one transaction that is rolled back.
\set ON_ERROR_STOP on
begin;

-- As the owner: the watermark an hour back, one post that went live since, one still scheduled,
-- one that went live before the watermark (the webhook handled it when it was saved).
-- The seeded posts went live when seed.sql ran, just now: dated back, as on a real blog.
update public.blogs set publish_at = now() - interval '1 day' where publish_at <= now();
update public.blog_publish_watermark set handled_through = now() - interval '1 hour';
insert into public.blogs (title, slug, published, publish_at) values
  ('Went live a minute ago', 'went-live-a-minute-ago', true, now() - interval '1 minute'),
  ('Goes live tomorrow', 'goes-live-tomorrow', true, now() + interval '1 day'),
  ('Live for two hours', 'live-for-two-hours', true, now() - interval '2 hours'),
  ('Draft due a minute ago', 'draft-due-a-minute-ago', false, now() - interval '1 minute');

set local role service_role;
do $$
declare
  first text[];
  second text[];
begin
  select array_agg(slug) into first from public.claim_went_live_posts();
  if first is distinct from array['went-live-a-minute-ago'] then
    raise exception 'the first run should claim the post that went live since, got %', first;
  end if;
  select array_agg(slug) into second from public.claim_went_live_posts();
  if second is not null then
    raise exception 'a second run claimed % again', second;
  end if;
  if (select handled_through from public.blog_publish_watermark) <> now() then
    raise exception 'the watermark did not move to now()';
  end if;
end $$;
reset role;

-- The public roles can neither run the claim nor see or move the watermark.
set local role anon;
do $$
begin
  begin
    perform public.claim_went_live_posts();
    raise exception 'anon ran claim_went_live_posts';
  exception when insufficient_privilege then null;
  end;
  begin
    perform 1 from public.blog_publish_watermark;
    raise exception 'anon read the watermark';
  exception when insufficient_privilege then null;
  end;
end $$;
reset role;

set local role authenticated;
do $$
begin
  begin
    update public.blog_publish_watermark set handled_through = now() + interval '1 year';
    raise exception 'authenticated moved the watermark';
  exception when insufficient_privilege then null;
  end;
end $$;
reset role;

rollback;
