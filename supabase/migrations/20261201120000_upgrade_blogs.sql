-- Brings a `blogs` table made in the Supabase dashboard (the old site's live project: the seed's
-- columns, no updated_at, row-level security with a permissive "read all rows" policy) up to
-- the shape of 20261122150000_create_blogs.sql, keeping every row. On a database that migration
-- created, every step finds its work done. docs/blog.md tells the operator how to run it.
--
-- Rules the old rows may break (a slug with capitals, an empty title) are added as NOT VALID
-- constraints: new writes must follow them, old rows stay, and the migration reports them
-- instead of failing. A row the site cannot show (bad slug) is simply not linked.

-- The backfill below must not count as an edit: the touch trigger (create_blogs.sql) would set
-- every updated_at to now(). It is put back at the end.
drop trigger if exists blogs_touch_updated_at on public.blogs;

-- Columns the dashboard table may lack, with the defaults the site expects.
alter table public.blogs add column if not exists excerpt text;
alter table public.blogs add column if not exists image text;
alter table public.blogs add column if not exists content text;
alter table public.blogs add column if not exists published boolean;
alter table public.blogs add column if not exists service_link text;
alter table public.blogs add column if not exists service_area text;
alter table public.blogs add column if not exists meta_title text;
alter table public.blogs add column if not exists meta_description text;
alter table public.blogs add column if not exists meta_keywords text;
alter table public.blogs add column if not exists created_at timestamptz;
-- Added empty and backfilled from created_at, so the sitemap's lastmod for an old post is when
-- it was written, not when this migration ran.
alter table public.blogs add column if not exists updated_at timestamptz;

-- Fill the gaps the site cannot render (null text, null flags); no value it can show changes.
update public.blogs set created_at = now() where created_at is null;
update public.blogs set updated_at = created_at where updated_at is null;
update public.blogs set excerpt = '' where excerpt is null;
update public.blogs set content = '' where content is null;
update public.blogs set published = false where published is null;
update public.blogs set service_link = '/services' where service_link is null;
update public.blogs set service_area = 'Mesa, AZ' where service_area is null;

alter table public.blogs
  alter column excerpt set default '',
  alter column excerpt set not null,
  alter column content set default '',
  alter column content set not null,
  alter column created_at set default now(),
  alter column created_at set not null,
  alter column updated_at set default now(),
  alter column updated_at set not null,
  alter column published set default false,
  alter column published set not null,
  alter column service_link set default '/services',
  alter column service_link set not null,
  alter column service_area set default 'Mesa, AZ',
  alter column service_area set not null;

-- Named checks (create_blogs.sql writes the same rules inline, so they exist there under
-- generated names; these extra names are harmless duplicates on such a database).
do $$
declare
  rule record;
begin
  for rule in
    select * from (values
      ('blogs_title_present', 'check (title is not null and length(trim(title)) > 0)'),
      ('blogs_slug_format', 'check (slug is not null and slug ~ ''^[a-z0-9]+(-[a-z0-9]+)*$'' and slug <> ''search'')'),
      ('blogs_service_link_path', 'check (service_link like ''/%'')')
    ) as r(name, definition)
  loop
    if not exists (
      select 1 from pg_constraint
      where conrelid = 'public.blogs'::regclass and conname = rule.name
    ) then
      execute format('alter table public.blogs add constraint %I %s not valid', rule.name, rule.definition);
    end if;
    begin
      execute format('alter table public.blogs validate constraint %I', rule.name);
    exception when check_violation then
      raise notice 'blogs: some existing rows break % (kept; fix them in the Table Editor): %',
        rule.name, rule.definition;
    end;
  end loop;
end
$$;

-- One post per slug: the post page reads by slug. Skipped, with a notice, if old rows share one.
do $$
begin
  if not exists (
    select 1 from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
    where i.indrelid = 'public.blogs'::regclass and i.indisunique
      and i.indnkeyatts = 1 and a.attname = 'slug'
  ) then
    if exists (select slug from public.blogs group by slug having count(*) > 1) then
      raise notice 'blogs: duplicate slugs exist, so slug is not made unique yet; rename the copies and run this migration again';
    else
      alter table public.blogs add constraint blogs_slug_key unique (slug);
    end if;
  end if;
end
$$;

create index if not exists blogs_published_created_at_idx on public.blogs (published, created_at desc);

-- Keep updated_at current on every change (the function comes from create_blogs.sql).
drop trigger if exists blogs_touch_updated_at on public.blogs;
create trigger blogs_touch_updated_at
before update on public.blogs
for each row execute function public.blogs_touch_updated_at();

-- Whatever policies the dashboard left ("Enable read access for all users" and the like), the
-- anonymous and signed-in roles end up reading published rows and nothing else.
alter table public.blogs enable row level security;

do $$
declare
  old_policy record;
begin
  for old_policy in
    select policyname from pg_policies where schemaname = 'public' and tablename = 'blogs'
  loop
    execute format('drop policy %I on public.blogs', old_policy.policyname);
  end loop;
end
$$;

create policy "Published posts are readable by everyone"
on public.blogs
for select
to anon, authenticated
using (published = true);

revoke all on table public.blogs from anon, authenticated;
grant select on table public.blogs to anon, authenticated;

comment on table public.blogs is
  'Blog posts shown on /blog. Anonymous visitors read rows with published = true only.';
