"""The README and the guide in docs/: a short front page, a guide of several pages, and every relative link of
them leading to a file that exists (and to a heading of it, for a link with ``#``)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
MOST_README_LINES = 200
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
CODE = re.compile(r"`[^`\n]*`")


def prose(text: str) -> str:
    """``text`` without its code blocks and inline code, where a bracket is no link."""
    return CODE.sub("", FENCE.sub("", text))


def anchor(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {anchor(m.group(1)) for m in re.finditer(r"^#{1,6} (.+)$", FENCE.sub("", page.read_text(encoding="utf-8")), re.M)}


def broken_links(page: Path) -> list[str]:
    """The relative links of a Markdown page that lead nowhere: no such file, or no such heading in it."""
    broken = []
    for target in LINK.findall(prose(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(target)
        elif fragment and (file.suffix != ".md" or fragment not in anchors(file)):
            broken.append(target)
    return broken


def pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def test_every_relative_link_of_the_readme_and_the_guide_resolves():
    checked = 0
    for page in pages():
        assert broken_links(page) == [], f"{page.relative_to(ROOT)}: these links lead nowhere"
        checked += len(LINK.findall(prose(page.read_text(encoding="utf-8"))))
    assert checked > 40  # the pages do link to one another


def test_the_link_check_finds_a_missing_file_and_a_missing_heading(tmp_path):
    (tmp_path / "other.md").write_text("# Other page\n\n## The part's heading\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("# Page\n[ok](other.md) [ok too](other.md#the-parts-heading) [here](#page) [web](https://x.org/y)\n"
                    "[gone](missing.md) [no part](other.md#no-such-part) `[code](not-a-link.md)`\n"
                    "```\n[in a block](nor-this.md)\n```\n", encoding="utf-8")
    assert broken_links(page) == ["missing.md", "other.md#no-such-part"]
    assert anchor("Kalah's level Perfect") == "kalahs-level-perfect" and anchor("Resume, statistics and settings") \
        == "resume-statistics-and-settings"


def test_the_readme_is_a_front_page_and_the_guide_has_its_pages():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MOST_README_LINES
    assert "benchmarks/results" not in text, "measurements live in docs/measurements.md"
    for marker in ("<!-- play-command -->", "<!-- test-command -->", "<!-- slow-test-command -->"):
        after = text.split(marker, 1)[1].lstrip("\n")
        assert after.startswith("```\n"), f"CI (.ci/run) reads the code block right after {marker}"
    # what a newcomer looks for: install and play, the keys, Resume, the language
    for needed in ("## Install and play", "## Keys", "Resume", "saved", "Options, Language", "--language"):
        assert needed in text, needed
    guide = {p.name for p in DOCS.glob("*.md")} - {"README.md", "architecture.md"}
    assert len(guide) >= 4, f"the guide has {sorted(guide)}"
    linked = {Path(t.partition("#")[0]).name for p in (README, DOCS / "README.md")
              for t in LINK.findall(prose(p.read_text(encoding="utf-8")))}
    assert guide | {"architecture.md"} <= linked, "every page of the guide is linked from the README or the guide's index"
