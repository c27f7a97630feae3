-- Checks the blogs migration and its row-level security on a real PostgreSQL.
-- Run by scripts/db-tests.sh (npm run test:db) after the role bootstrap, the migration and supabase/seed.sql.
-- Every check raises an exception on failure; everything runs in one transaction that is rolled
-- back, so the file can be run again on the same database.
\set ON_ERROR_STOP on
begin;

-- Fixtures, as the owner: an unpublished draft next to the seeded, published posts.
insert into public.blogs (title, slug) values ('Draft about toilets', 'draft-about-toilets');
do $$ begin
  perform set_config('test.published', (select count(*) from public.blogs where published)::text, true);
end $$;

do $$
declare
  draft public.blogs;
begin
  if current_setting('test.published')::int < 5 then
    raise exception 'expected the seeded posts, found % published rows', current_setting('test.published');
  end if;

  select * into draft from public.blogs where slug = 'draft-about-toilets';
  if draft.published or draft.service_link <> '/services' or draft.service_area <> 'Mesa, AZ'
     or draft.created_at is null or draft.updated_at is null or draft.excerpt <> '' then
    raise exception 'column defaults are wrong: %', row_to_json(draft);
  end if;

  update public.blogs set excerpt = 'x', updated_at = '2000-01-01' where id = draft.id;
  if (select updated_at from public.blogs where id = draft.id) < '2020-01-01' then
    raise exception 'updated_at is not refreshed on update';
  end if;

  begin
    insert into public.blogs (title, slug) values ('Copy', 'draft-about-toilets');
    raise exception 'a duplicate slug was accepted';
  exception when unique_violation then null;
  end;

  begin
    insert into public.blogs (title, slug) values ('Bad', 'Not A Slug');
    raise exception 'a slug with spaces and capitals was accepted';
  exception when check_violation then null;
  end;

  begin
    insert into public.blogs (title, slug) values ('Reserved', 'search');
    raise exception 'the reserved slug "search" was accepted';
  exception when check_violation then null;
  end;
end $$;

-- The search filter's regular expressions (lib/blog/search-term.ts, asserted in its Jest test)
-- match the visitor's text literally: punctuation, %, _ and * are not wildcards.
do $$
begin
  if not ('Save 50% off_now (a*b), "q" \ end' ~* '50\% off\_now \(a\*b\)\, \"q\" \\ end') then
    raise exception 'escaped term does not match its own text';
  end if;
  if 'Save 50x offXnow (aaab), q / end' ~* '50\% off\_now \(a\*b\)\, \"q\" \\ end' then
    raise exception 'escaped term matched other text: a character acted as a wildcard';
  end if;
  if 'any text at all' ~* '\.\*' then
    raise exception '".*" typed by a visitor matched everything';
  end if;
  if not ('Tankless WATER heater' ~* 'tankless water heater') then
    raise exception 'imatch is not case-insensitive';
  end if;
end $$;

-- The anonymous and signed-in roles see published rows only and cannot write.
create function pg_temp.check_reader() returns void language plpgsql as $$
declare
  n bigint;
begin
  select count(*) into n from public.blogs;
  if n <> current_setting('test.published')::int then
    raise exception '% sees % rows, expected the % published ones', current_user, n, current_setting('test.published');
  end if;
  if exists (select 1 from public.blogs where not published) then
    raise exception '% can read an unpublished row', current_user;
  end if;
  if exists (select 1 from public.blogs where slug = 'draft-about-toilets') then
    raise exception '% can read the draft by slug', current_user;
  end if;

  begin
    insert into public.blogs (title, slug, published) values ('Spam', 'spam', true);
    raise exception '% could insert a post', current_user;
  exception when insufficient_privilege then null;
  end;
  begin
    update public.blogs set title = 'Defaced' where published;
    raise exception '% could update posts', current_user;
  exception when insufficient_privilege then null;
  end;
  begin
    update public.blogs set published = true where slug = 'draft-about-toilets';
    raise exception '% could publish a draft', current_user;
  exception when insufficient_privilege then null;
  end;
  begin
    delete from public.blogs;
    raise exception '% could delete posts', current_user;
  exception when insufficient_privilege then null;
  end;
end $$;

set local role anon;
do $$ begin perform pg_temp.check_reader(); end $$;
reset role;
set local role authenticated;
do $$ begin perform pg_temp.check_reader(); end $$;
reset role;

-- Even if someone later grants write privileges, the policies alone refuse every write: there is
-- no insert policy, and update/delete only ever see rows the select policy shows, with no
-- update or delete policy to allow the change.
grant insert, update, delete on public.blogs to anon;
set local role anon;
do $$
declare
  n bigint;
begin
  begin
    insert into public.blogs (title, slug, published) values ('Spam', 'spam', true);
    raise exception 'RLS let anon insert';
  exception when insufficient_privilege then null; -- "new row violates row-level security policy"
  end;
  update public.blogs set title = 'Defaced';
  get diagnostics n = row_count;
  if n <> 0 then raise exception 'RLS let anon update % rows', n; end if;
  delete from public.blogs;
  get diagnostics n = row_count;
  if n <> 0 then raise exception 'RLS let anon delete % rows', n; end if;
end $$;
reset role;

do $$
begin
  if exists (select 1 from public.blogs where title = 'Defaced')
     or (select count(*) from public.blogs where published) <> current_setting('test.published')::int then
    raise exception 'a write by anon reached the table';
  end if;
end $$;

rollback;
\echo 'blogs_rls.test.sql: all checks passed'
