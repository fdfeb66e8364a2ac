import type { Page } from "@playwright/test";
import { jobs, resumeCallout } from "#content/jobs";
import { site } from "#content/site";
import {
  filterFields,
  filterJobs,
  filterOptions,
  type FilterKey,
  type JobFilters,
} from "../src/features/careers/job-filters";
import { expect, test } from "./fixtures";

const options = filterOptions(jobs);
const labelOf = (key: FilterKey) => filterFields.find((field) => field.key === key)!.label;

const jobTitles = (page: Page) =>
  page.getByRole("region", { name: "Current Openings" }).getByRole("article").getByRole("heading", {
    level: 3,
  });

async function showFilters(page: Page) {
  await page.getByRole("button", { name: "Show Filters" }).click();
  await expect(page.getByRole("button", { name: "Hide Filters" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
}

async function choose(page: Page, key: FilterKey, option: string) {
  await page.getByRole("combobox", { name: labelOf(key) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: labelOf(key) })).toHaveText(option);
}

async function expectJobs(page: Page, filters: JobFilters) {
  await expect(jobTitles(page)).toHaveText(filterJobs(jobs, filters).map((job) => job.title));
}

test("the filter toggle shows and hides the panel", async ({ page, visit }) => {
  await visit("/career");
  const toggle = page.getByRole("button", { name: "Show Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const panelId = await toggle.getAttribute("aria-controls");
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("combobox")).toHaveCount(4);
  const hide = page.getByRole("button", { name: "Hide Filters" });
  await expect(hide).toHaveAttribute("aria-controls", panelId!);
  await hide.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Show Filters" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("each select offers the values the openings use", async ({ page, visit }) => {
  await visit("/career");
  await showFilters(page);
  for (const { key, label, allLabel } of filterFields) {
    await page.getByRole("combobox", { name: label }).click();
    await expect(page.getByRole("option")).toHaveText([allLabel, ...options[key]]);
    await page.keyboard.press("Escape");
  }
});

for (const { key, label } of filterFields) {
  test(`every ${label} filter shows exactly the matching jobs`, async ({ page, visit }) => {
    await visit("/career");
    await showFilters(page);
    await expectJobs(page, {});
    for (const option of options[key]) {
      await choose(page, key, option);
      await expectJobs(page, { [key]: option });
    }
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expectJobs(page, {});
  });
}

test("filters combine and 'Clear Filters' resets every select", async ({ page, visit }) => {
  await visit("/career");
  await showFilters(page);
  await choose(page, "department", "Design");
  await choose(page, "location", "Remote");
  await expectJobs(page, { department: "Design", location: "Remote" });
  await expect(jobTitles(page)).toHaveText(["Product Designer (UI/UX)"]);

  await choose(page, "department", "All departments");
  await choose(page, "type", "Part-time");
  await expectJobs(page, { location: "Remote", type: "Part-time" });
  await choose(page, "experience", "Entry-level");
  await expectJobs(page, { location: "Remote", type: "Part-time", experience: "Entry-level" });
  await expect(
    page.getByRole("region", { name: "Current Openings" }).getByRole("status"),
  ).toHaveText(`Showing 1 of ${jobs.length} openings`);

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expectJobs(page, {});
  for (const { label, allLabel } of filterFields) {
    await expect(page.getByRole("combobox", { name: label })).toHaveText(allLabel);
  }
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
});

test("no match shows the message and its clear-all button", async ({ page, visit }) => {
  await visit("/career");
  await showFilters(page);
  await choose(page, "department", "Marketing");
  await choose(page, "experience", "Senior");
  await expect(jobTitles(page)).toHaveCount(0);
  await expect(page.getByText("No jobs match your selected filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear all filters" }).click();
  await expect(jobTitles(page)).toHaveCount(jobs.length);
  await expect(page.getByText("No jobs match your selected filters")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Department" })).toHaveText("All departments");
});

test("job cards carry details and an 'Apply Now' e-mail link with the job title", async ({
  page,
  visit,
}) => {
  await visit("/career");
  const cards = page.getByRole("region", { name: "Current Openings" }).getByRole("article");
  await expect(cards).toHaveCount(jobs.length);
  for (const [index, job] of jobs.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(job.description);
    for (const requirement of job.requirements) await expect(card).toContainText(requirement);
    await expect(card.locator("time")).toHaveAttribute("datetime", job.postedDate);
    const apply = card.getByRole("link", { name: /^Apply Now/ });
    await expect(apply).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=${encodeURIComponent(job.title)}`,
    );
    await expect(apply).not.toHaveAttribute("target", /.*/);
  }
});

test("'Send Your Resume' opens an e-mail to the careers address", async ({ page, visit }) => {
  await visit("/career");
  await expect(page.getByRole("link", { name: resumeCallout.linkLabel })).toHaveAttribute(
    "href",
    `mailto:${site.careersEmail}?subject=${encodeURIComponent(resumeCallout.subject)}`,
  );
});
