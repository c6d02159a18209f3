-- /j/<code> counts a visit once per link, client network and UTC day (issue 59 item 5, record 065):
-- 300 openings from one phone were 301 visits. A network is kept only as a hash with that day's
-- random salt; housekeeping deletes both once the day is over, so no visit can be tied to anyone later.
CREATE TABLE share_link_day_salts (
  day  date PRIMARY KEY,
  salt text NOT NULL
);
CREATE TABLE share_link_visitors (
  share_link_id integer NOT NULL REFERENCES share_links (id) ON DELETE CASCADE,
  day           date NOT NULL,
  visitor       text NOT NULL,
  PRIMARY KEY (share_link_id, day, visitor)
);
