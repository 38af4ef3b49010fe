"""The outcome of a fault run: one PASS/FAIL line per check, printed as it is decided, and the final table."""

from dataclasses import dataclass, field


@dataclass
class Check:
    scenario: str
    name: str
    passed: bool
    figures: str


@dataclass
class Report:
    """Every check of the run, in the order they were decided."""

    checks: list[Check] = field(default_factory=list)

    def check(self, scenario: str, name: str, passed: bool, figures: str = "") -> bool:
        self.checks.append(Check(scenario, name, bool(passed), figures))
        print(f"  {'PASS' if passed else 'FAIL'}  {scenario}: {name}  {figures}", flush=True)
        return bool(passed)

    @property
    def passed(self) -> bool:
        return bool(self.checks) and all(check.passed for check in self.checks)

    def table(self) -> str:
        lines = ["| scenario | check | result | figures |", "|---|---|---|---|"]
        for check in self.checks:
            figures = check.figures.replace("|", "/")
            lines.append(f"| {check.scenario} | {check.name} | {'PASS' if check.passed else 'FAIL'} | {figures} |")
        return "\n".join(lines)
