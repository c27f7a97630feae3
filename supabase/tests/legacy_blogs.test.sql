-- Checks run after the migrations were applied to the dashboard-made table of
-- legacy_blogs.fixture.sql, in a database of its own (scripts/db-tests.sh). Raises on the first
-- failed check; changes are rolled back.
\set ON_ERROR_STOP on
begin;

do $$
declare
  missing text;
begin
  if (select count(*) from public.blogs) <> 5 then
    raise exception 'rows were lost: % left of 5', (select count(*) from public.blogs);
  end if;

  select string_agg(c, ', ') into missing from unnest(array[
    'id', 'title', 'excerpt', 'image', 'slug', 'content', 'created_at', 'updated_at',
    'published', 'service_link', 'service_area', 'meta_title', 'meta_description', 'meta_keywords'
  ]) as c
  where not exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'blogs' and column_name = c
  );
  if missing is not null then raise exception 'columns missing: %', missing; end if;

  if exists (select 1 from public.blogs where updated_at is distinct from created_at) then
    raise exception 'updated_at was not backfilled from created_at';
  end if;
  if (select excerpt from public.blogs where slug = 'live-post-two') <> ''
     or (select content from public.blogs where slug = 'live-post-two') <> '' then
    raise exception 'null excerpt or content was not filled with an empty string';
  end if;
  if (select published from public.blogs where slug = 'never-flagged') is distinct from false then
    raise exception 'a null published flag did not become false';
  end if;
  if (select title from public.blogs where slug = 'live-post-one') <> 'Live post one'
     or (select meta_title from public.blogs where slug = 'live-post-one') <> 'Live one' then
    raise exception 'an existing value changed';
  end if;
  if not exists (select 1 from public.blogs where slug = 'Odd Slug') then
    raise exception 'a row breaking the new slug rule was dropped';
  end if;

  -- Scheduled publishing (20261203120000) keeps every old post live: publish_at in the past.
  if exists (select 1 from public.blogs where publish_at is null or publish_at > now()) then
    raise exception 'an old row got no publish_at or one in the future';
  end if;

  -- Only our policy is left.
  if (select array_agg(policyname::text) from pg_policies
      where schemaname = 'public' and tablename = 'blogs')
     <> array['Published posts are readable by everyone'] then
    raise exception 'policies left: %', (select array_agg(policyname) from pg_policies
      where schemaname = 'public' and tablename = 'blogs');
  end if;
end $$;

-- New writes follow the rules the old rows were spared.
do $$
begin
  begin
    insert into public.blogs (title, slug) values ('Bad', 'Bad Slug');
    raise exception 'a slug with capitals and spaces was accepted';
  exception when check_violation then null;
  end;
  begin
    insert into public.blogs (title, slug) values ('Copy', 'live-post-one');
    raise exception 'a duplicate slug was accepted';
  exception when unique_violation then null;
  end;
  insert into public.blogs (title, slug) values ('New draft', 'new-draft');
  if (select (published, service_link, service_area, excerpt)::text from public.blogs where slug = 'new-draft')
     <> '(f,/services,"Mesa, AZ","")' then
    raise exception 'defaults are wrong: %', (select row_to_json(b) from public.blogs b where slug = 'new-draft');
  end if;
  update public.blogs set updated_at = '2000-01-01', title = 'Live post one' where slug = 'live-post-one';
  if (select updated_at from public.blogs where slug = 'live-post-one') < '2020-01-01' then
    raise exception 'updated_at is not refreshed on update';
  end if;
end $$;

-- The anonymous key reads published rows only, whatever the old policy allowed.
set local role anon;
do $$
begin
  if (select array_agg(slug order by slug) from public.blogs)
     <> array['Odd Slug', 'live-post-one', 'live-post-two'] then
    raise exception 'anon sees %', (select array_agg(slug order by slug) from public.blogs);
  end if;
  if not exists (select 1 from public.search_blogs('live')) then
    raise exception 'full-text search finds nothing in the upgraded table';
  end if;
  begin
    update public.blogs set title = 'Defaced';
    raise exception 'anon could update';
  exception when insufficient_privilege then null;
  end;
end $$;
reset role;

rollback;
\echo 'legacy_blogs.test.sql: rows kept, columns added, anon reads published rows only'
