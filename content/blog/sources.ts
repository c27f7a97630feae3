// Where each figure and cited fact in the bundled posts was read, and when. The posts live in
// content/blog/posts.json (and supabase/seed.sql, generated from it), which cannot hold the
// comment the site's other copy carries beside a fact, so the sources are kept here, keyed by
// the post's slug. `figure` is quoted exactly as the post prints it; sources.test.ts fails when
// a number in a post has no entry, or an entry's words are no longer in its post.
//
// A figure that is ours (our price, our time for a job, a worked example) says so instead of
// naming a source. A claim that no source backed was cut from the post, not listed here.

export type FigureSource = {
  /** The words of the post that state the figure, exactly as printed. */
  figure: string;
} & (
  { title: string; url: string; read: string; says: string } | { ours: string }
);

const mesaReport = {
  title:
    "City of Mesa Water Resources, 2024 Water Quality Consumer Confidence Report, Water FAQ's 2",
  url: "https://issuu.com/mesawaterresources/docs/2024_water_quality_consumer_confidence_report",
  read: "2026-11-27",
  says: "City Zone: average hardness about 12 gpg; Eastern and Southern Zones: 16 gpg.",
};

const pressureCode = {
  title:
    "Jaspector, Does code require a pressure reducing valve over 80 psi? (IRC 2021 P2903.3.1)",
  url: "https://www.jaspector.com/codes/irc-2021/ch29-water-supply/maximum-water-pressure-prv/",
  read: "2026-11-27",
  says: "Static water pressure in a building's water supply may not exceed 80 psi; above it, a pressure-reducing valve is required on the main.",
};

const waterSense = {
  title: "US EPA WaterSense, water pressure fact sheet (EPA NEPIS P10180TH)",
  url: "https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P10180TH.txt",
  read: "2026-11-27",
};

export const postSources: Readonly<Record<string, readonly FigureSource[]>> = {
  "east-valley-hard-water-softener-guide": [
    { figure: "Mesa reports about 12 to 16 grains per gallon", ...mesaReport },
    {
      figure:
        "2024 water quality report puts the average at about 12 grains per gallon in its City Zone and 16 in its Eastern and Southern Zones",
      ...mesaReport,
    },
    {
      figure: "anything over 10.5 grains counts as very hard",
      title: "Aqua Serve, How hard is your water",
      url: "https://aquaserve4u.com/1013-2/news/",
      read: "2026-11-27",
      says: "Classification of the U.S. Department of the Interior and the Water Quality Association: very hard, over 10.5 gpg.",
    },
    {
      figure: "cut detergent use by 50 percent",
      title:
        "Water Quality Association press release on the Water Quality Research Foundation's detergent studies (reprinted by Martin Water)",
      url: "https://www.martinwater.com/faqs/studies-show-washing-with-softened-water-can-significantly-cut-detergent-use-energy-consumption/",
      read: "2026-11-27",
      says: "In washing machines, softened water can reduce detergent use by 50 percent with the same or better stain removal.",
    },
    {
      figure:
        "uses 300 gallons a day on 15-grain water adds up to 4,500 grains a day, so a 32,000-grain unit",
      ours: "A worked example: an assumed household's use and hardness, multiplied out, and a common softener size.",
    },
  ],
  "flush-water-heater-hard-water-mesa": [
    {
      figure:
        "2024 water quality report gives averages of about 12 to 16 grains per gallon",
      ...mesaReport,
    },
    {
      figure: "A flush takes 15 to 30 minutes",
      ours: "Our own time for the job.",
    },
    { figure: "costs $99 to $189", ours: "Our own price." },
    {
      figure: "every 6 months",
      ours: "Our own service advice for hard water, as in the post.",
    },
  ],
  "summer-pipes-irrigation-backflow-arizona": [
    {
      figure:
        "counts a landscape sprinkler or drip system among the cross-connections its backflow prevention program guards against",
      title: "City of Mesa, Backflow Prevention",
      url: "https://mesaaz.gov/Utilities/Water-Wastewater/Backflow-Prevention",
      read: "2026-11-27",
      says: "Examples of cross-connections include a landscape sprinkler or drip system and a hose bib; the city runs a cross-connection control (backflow prevention) program.",
    },
    {
      figure: "tested when installed and every year after",
      title:
        "BackflowPath, Mesa Water Resources Backflow Prevention irrigation",
      url: "https://backflowpath.com/utilities/arizona/mesa-water-resources/irrigation",
      read: "2026-11-27",
      says: "Testing cadence: upon installation and annually thereafter.",
    },
  ],
  "pressure-regulating-valve-80-psi": [
    { figure: "80 psi", ...pressureCode },
    {
      figure: "pressure in water mains can reach 100 psi or more",
      ...waterSense,
      says: "Water pressure in supply main lines can reach 100 pounds per square inch (psi) or more.",
    },
    {
      figure: "WaterSense program recommends 45 to 60 psi",
      ...waterSense,
      says: "WaterSense recommends incoming service pressure to be between 45 and 60 psi.",
    },
  ],
  "slab-leak-signs-mesa-homes": [],
  "garbage-disposal-dos-and-donts": [],
  "cold-snap-checklist-east-valley-pipes": [],
};
