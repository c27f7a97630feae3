-- Search while typing (docs/blog.md, "Search"). The box searches 300 ms after the last key, so
-- it sends "tankl" on the way to "tankless": the last word of what was typed is read as the
-- start of a word, the words before it as whole words, as websearch_to_tsquery always did.
-- Still stemmed, still ranked by ts_rank_cd over the weighted `fts` column and its GIN index
-- (20261203120000_blogs_search_and_schedule.sql); search_blogs keeps its name, arguments and
-- columns, so the site and PostgREST call it as before.

-- What a visitor typed, as a tsquery. websearch_to_tsquery reads the text ("phrases", or,
-- -not); then the last word is swapped for a prefix match of its stem, so "water heat" is
-- 'water' & 'heat':* and "softe" is 'soft':*. A prefix cannot reach a word whose stem is
-- shorter than what is typed ("plumbi" on the way to "plumbing", stored as 'plumb';
-- "irrigat" on the way to "irrigation", stored as 'irrig'), so a last word ending in the start
-- of "-ing" or "-ation" (i, in, a, at, ati, atio) also matches without that ending, when four
-- or more letters remain (not "drain", whose "dra" would find "draw").
-- The last word is read as a prefix only when it ends the text and starts after a space, the
-- start, `"` or `(`: a -negated word, the tail of "don't" or of "10.5" keeps its exact meaning.
-- Never raises: whatever the visitor typed is a query or an empty query (finds nothing).
create or replace function public.blogs_search_query(q text) returns tsquery
language plpgsql
stable
set search_path = ''
as $$
declare
  -- PostgreSQL 15 raises "tsquery stack too small" on a long run of minus signs: runs of `-`
  -- become one, a `-` that negates no word becomes a space; the text is capped at 200 characters.
  clean text := regexp_replace(
    regexp_replace(left(coalesce(q, ''), 200), '-+', '-', 'g'), '-(?![[:alnum:]])', ' ', 'g');
  word text := (regexp_match(clean, '[[:alnum:]]+$'))[1];
  stem_start text := regexp_replace(word, '(in?|a(t(io?)?)?)$', '', 'i');
  head text;
  typed tsquery;
  last_word tsquery;
  marker constant text := 'zzblogslastwordzz';
begin
  if word is null then
    return websearch_to_tsquery('english', clean);
  end if;
  head := left(clean, length(clean) - length(word));
  if head !~ '(^|[[:space:]"(])$' then
    return websearch_to_tsquery('english', clean);
  end if;
  last_word := to_tsquery('english', word || ':*');
  if length(stem_start) >= 4 and stem_start <> word then
    last_word := last_word || to_tsquery('english', stem_start || ':*');
  end if;
  -- A marker word in the last word's place keeps websearch_to_tsquery's reading of the rest
  -- (an open "phrase", a preceding `or`); ts_rewrite then puts the prefix match in its place,
  -- or drops it when the last word is a stop word ("the" finds what the words before find).
  typed := websearch_to_tsquery('english', head || ' ' || marker);
  return ts_rewrite(typed, quote_literal(marker)::tsquery, last_word);
exception when others then
  -- Nothing above should raise; if PostgreSQL finds a way, the visitor gets no results, not 500.
  return ''::tsquery;
end;
$$;

comment on function public.blogs_search_query(text) is
  'A visitor''s search as a tsquery: websearch syntax, the last word read as the start of a word.';

-- The same function as before with the new query. Security definer, with the policy's rule
-- written out, so the GIN index can serve the anon role (see the earlier migration).
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
       public.blogs_search_query(q) as query
  where b.published and b.publish_at <= now() and b.fts @@ query
$$;

comment on function public.search_blogs(text) is
  'Live posts (published, publish_at passed: the blogs policy) matching a visitor''s search as it is being typed, with their rank.';

revoke all on function public.blogs_search_query(text) from public;
grant execute on function public.blogs_search_query(text) to anon, authenticated, service_role;
revoke all on function public.search_blogs(text) from public;
grant execute on function public.search_blogs(text) to anon, authenticated, service_role;
