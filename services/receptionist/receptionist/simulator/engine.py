"""The deterministic agent of a simulated call: it hears one caller turn at a time, keeps what it learnt in a
JSON memory (stored with the call between turns), calls the salon's functions as the provider would, and answers
from their results — in English, or in Spanish when the caller speaks it and the agent has a Spanish locale.

Tasks: booking (service, stylist, day and time, a choice among offered times, a name, a confirmation), moving and
cancelling the caller's appointment (found by the number they call from), taking a message; questions about
hours, prices, address, services and the team may come at any point."""

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from zoneinfo import ZoneInfo

from receptionist.conversation.understanding.words import (
    ANY,
    answer_of,
    choose,
    find_service,
    find_staff,
    intents,
    language_of,
    parse_name,
    parse_phone,
    parse_when,
    read_when,
)
from receptionist.simulator import phrases
from receptionist.simulator.phrases import line
from receptionist.voice.ports import pretty_number

ToolRunner = Callable[[str, dict], Awaitable[dict]]

TASKS = ("reschedule", "cancel", "message", "book")  # when a turn names several, the first wins
QUESTIONS = ("hours", "prices", "address", "services", "staff")
MISSES_BEFORE_MESSAGE = 2
_NAME_GIVEN = re.compile(r"\b(my name is|my name's|name's|me llamo|mi nombre es)\b", re.IGNORECASE)
_REASON = re.compile(r"\b(?:about|regarding|concerning|sobre|acerca de|respecto a)\s+(.{3,})", re.IGNORECASE)
_ANY_TIME = re.compile(r"\b(whenever|any ?time|any of them|doesn'?t matter|no preference|first available|earliest|"
                       r"cuando sea|me da igual|cualquiera|la que sea)\b", re.IGNORECASE)
# A stylist asked for by name who may not work here ("with Maria"): the function says who does.
_WITH_NAME = re.compile(r"\b(?:with|con)\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)")
_URGENT = re.compile(r"\b(urgent|urgently|asap|as soon as possible|emergency|urgente|lo antes posible)\b",
                     re.IGNORECASE)


@dataclass
class Reply:
    said: list[str] = field(default_factory=list)
    hang_up: bool = False


class Conversation:
    """One call's agent. `memory` is the call's stored memory, changed in place."""

    def __init__(self, memory: dict, *, run: ToolRunner, caller_number: str, locales: Sequence[str],
                 now: datetime) -> None:
        self.m = memory
        self.run = run
        self.caller_number = caller_number
        self.speaks_spanish = any(locale.lower().startswith("es") for locale in locales)
        self.now = now
        self.m.setdefault("lang", "en")
        self.m.setdefault("events", [])
        self.m.setdefault("topics", [])

    # ---- what the agent knows --------------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.m["lang"]

    @property
    def info(self) -> dict:
        return self.m.get("info") or {}

    @property
    def today(self) -> date:
        zone = ZoneInfo(self.info.get("timezone") or "America/New_York")
        return self.now.astimezone(zone).date()

    @property
    def salon(self) -> str:
        return self.info.get("name") or ("el salón" if self.lang == "es" else "the salon")

    def _service_names(self) -> list[str]:
        return [service["name"] for service in self.info.get("services", [])]

    def _say(self, key: str, **values: object) -> str:
        return line(key, self.lang, **values)

    async def _learn_salon(self) -> None:
        if not self.m.get("info"):
            answer = await self.run("get_business_info", {})
            if answer.get("ok"):
                self.m["info"] = {key: answer.get(key) for key in
                                  ("name", "address", "timezone", "hours", "services", "staff")}

    # ---- one caller turn ---------------------------------------------------------------------------------------

    async def hear(self, text: str) -> Reply:
        spoken = language_of(text)
        if spoken == "es" and not self.speaks_spanish:
            self.m["expecting"] = "offer_message"
            return Reply([line("english_only", "en")])
        if spoken in ("en", "es"):
            self.m["lang"] = spoken
        await self._learn_salon()
        found = intents(text, self.lang)
        verdict = answer_of(text, self.lang)
        expecting = self.m.get("expecting")
        if "goodbye" in found or (expecting == "anything_else" and (verdict == "no" or found == {"thanks"})):
            return Reply([self._say("goodbye", salon=self.salon)], hang_up=True)
        answers = self._answer_questions(text, found)
        task = next((name for name in TASKS if name in found), None)
        if task is None and expecting == "offer_message" and verdict == "yes":
            task = "message"
        if task is None and not self.m.get("task") and not answers and find_service(
                text, self._service_names(), self.lang):
            task = "book"
        if task and task != self.m.get("task"):
            self._start(task)
        if self.m.get("task"):
            self.m["misses"] = 0
            return Reply(answers + await self._advance(text, verdict))
        if answers:
            self.m["misses"] = 0
            self.m["expecting"] = "anything_else"
            return Reply([*answers, self._say("anything_else")])
        if expecting == "anything_else" and verdict == "yes":
            self.m["expecting"] = None
            return Reply([self._say("how_can_i_help")])
        return Reply(self._not_understood())

    def _not_understood(self) -> list[str]:
        self.m["misses"] = self.m.get("misses", 0) + 1
        if self.m["misses"] > MISSES_BEFORE_MESSAGE:
            self.m["expecting"] = "offer_message"
            return [self._say("offer_message")]
        return [self._say("not_understood")]

    def _start(self, task: str) -> None:
        for key in ("service", "staff", "when", "offers", "chosen", "reason", "urgency", "candidates",
                    "appointments", "appointment_id"):
            self.m.pop(key, None)
        self.m["task"] = task
        self.m["expecting"] = None

    def _finish(self, said: list[str]) -> list[str]:
        self.m["task"] = None
        self.m["expecting"] = "anything_else"
        return [*said, self._say("anything_else")]

    async def _advance(self, text: str, verdict: str | None) -> list[str]:
        task = self.m["task"]
        if task == "message":
            return await self._message(text)
        if task == "cancel":
            return await self._cancel(text, verdict)
        return await self._booking(text, verdict, moving=task == "reschedule")

    # ---- questions -------------------------------------------------------------------------------------------

    def _answer_questions(self, text: str, found: set[str]) -> list[str]:
        answers = []
        for topic in QUESTIONS:
            if topic in found:
                if topic not in self.m["topics"]:
                    self.m["topics"].append(topic)
                answers.append(getattr(self, f"_tell_{topic}")(text))
        return answers

    def _tell_hours(self, text: str) -> str:
        hours = self.info.get("hours") or {}
        asked = parse_when(text, self.today, self.lang).day
        if asked is not None:
            span = hours.get(phrases.WEEKDAYS_EN[asked.weekday()]) or {"closed": True}
            name = phrases.weekday_name(asked, self.lang) + ("" if self.lang == "es" else "s")
            if span.get("closed"):
                return self._say("day_closed", day=name)
            return self._say("day_open", day=name, open=phrases.clock_text(span["open"], self.lang),
                             close=phrases.clock_text(span["close"], self.lang))
        return self._say("hours", hours=phrases.opening_hours(hours, self.lang))

    def _tell_prices(self, text: str) -> str:
        services = self.info.get("services") or []
        named = find_service(text, self._service_names(), self.lang)
        chosen = [service for service in services if service["name"] in named] or services
        if len(chosen) == 1:
            service = chosen[0]
            return self._say("price", service=service["name"], price=service["price"],
                             duration=phrases.duration(service["duration_min"], self.lang))
        return self._say("prices", list=phrases.join([f"{s['name']} {s['price']}" for s in chosen], self.lang))

    def _tell_address(self, text: str) -> str:
        address = self.info.get("address")
        return self._say("address", address=address) if address else self._say("no_address")

    def _tell_services(self, text: str) -> str:
        return self._say("services", list=phrases.join(self._service_names(), self.lang))

    def _tell_staff(self, text: str) -> str:
        return self._say("staff", list=phrases.join(self.info.get("staff") or [], self.lang))

    # ---- booking and moving ----------------------------------------------------------------------------------

    def _hear_details(self, text: str) -> bool:
        """Takes the service, stylist, day and time said in this turn; True when they change which times fit (so
        the offers must be checked again)."""
        changed = False
        # While a time is being settled, a bare number is an hour: "make it 4 instead".
        loose = self.m.get("expecting") in ("choice", "confirm", "change", "when")
        names = find_service(text, self._service_names(), self.lang)
        if len(names) == 1 and names[0] != self.m.get("service"):
            self.m["service"], self.m["candidates"], changed = names[0], None, True
        elif len(names) > 1:
            self.m["candidates"] = names
        staff = find_staff(text, self.info.get("staff") or []) or _someone_named(text)
        if staff is not None and staff != self.m.get("staff"):
            self.m["staff"], changed = staff, True
        when = read_when(text, self.today, self.lang, loose=loose)[0]
        saved = dict(self.m.get("when") or {})
        if when.day is not None:
            saved["day"] = when.day.isoformat()
        if when.at is not None:
            saved["at"], saved["window"] = when.at, None
        elif when.window:
            saved["window"], saved["at"] = when.window, None
        if saved != (self.m.get("when") or {}):
            self.m["when"], changed = saved, True
        return changed

    def _hear_caller(self, text: str) -> bool:
        """Takes the caller's name (when asked for, or said outright) and number; True when either changed."""
        before = (self.m.get("name"), self.m.get("phone"))
        if (self.m.get("expecting") == "name" or _NAME_GIVEN.search(text)) and (name := parse_name(text, self.lang)):
            self.m["name"] = name
        if phone := parse_phone(text):
            self.m["phone"] = phone
        return before != (self.m.get("name"), self.m.get("phone"))

    def _pick_offer(self, text: str, verdict: str | None) -> bool:
        """The offered time the caller took; a plain yes takes the one closest to the time they asked for (else
        the first)."""
        offers = self.m.get("offers") or []
        starts = [datetime.fromisoformat(o["start"]) for o in offers]
        picked = choose(text, [(start, o.get("staff") or "") for start, o in zip(starts, offers, strict=True)],
                        self.lang, self.today) if offers else None
        if picked is None and offers and _ANY_TIME.search(text):
            picked = 0
        if picked is None and offers and verdict == "yes" and not parse_when(text, self.today, self.lang).at:
            asked = (self.m.get("when") or {}).get("at")
            picked = 0 if asked is None else min(range(len(starts)), key=lambda index: abs(
                starts[index].hour * 60 + starts[index].minute - asked))
        if picked is not None:
            self.m["chosen"] = offers[picked]
        return picked is not None

    async def _booking(self, text: str, verdict: str | None, *, moving: bool) -> list[str]:
        expecting = self.m.get("expecting")
        if expecting == "confirm" and verdict == "yes":
            return await self._act(moving)
        if moving and expecting == "which":
            appointment_id = self._pick_appointment(text)
            if appointment_id is None:
                return self._ask_which(verdict)
            self.m["appointment_id"] = appointment_id
            return await self._act(moving)
        picked = expecting == "choice" and self._pick_offer(text, verdict)
        # A name given when asked is only a name, even one a stylist shares ("Ana María").
        changed = not picked and expecting != "name" and self._hear_details(text)
        caller_changed = self._hear_caller(text)
        if expecting == "choice" and verdict == "no" and not picked and not changed:
            self.m["offers"], self.m["chosen"], self.m["expecting"] = [], None, "when"
            return [self._say("ask_other_time")]
        if expecting == "confirm" and verdict == "no" and not changed and not caller_changed:
            self.m["expecting"] = "change"
            return [self._say("what_to_change")]
        if changed:
            self.m["offers"], self.m["chosen"] = [], None
        return await self._next_step(moving)

    async def _next_step(self, moving: bool) -> list[str]:
        """Asks for what the booking (or move) still lacks, checking availability once service and time are known;
        with everything known, reads it back for confirmation."""
        if not self.m.get("service"):
            if len(self.info.get("services") or []) != 1:
                return self._ask_service(moving)
            self.m["service"] = self.info["services"][0]["name"]
        if moving and not self.m.get("when"):
            self.m["expecting"] = "when"
            return [self._say("ask_move_when")]
        said: list[str] = []
        if not self.m.get("offers") and not self.m.get("chosen"):
            said = await self._check()
            if not self.m.get("chosen"):
                return said
        if not self.m.get("chosen"):
            self.m["expecting"] = "choice"
            return [self._say("ask_choice", offers=phrases.offers(self.m["offers"], self.today, self.lang))]
        if moving:
            return [*said, self._confirm_move()]
        if not self.m.get("name"):
            self.m["expecting"] = "name"
            return [*said, self._say("ask_name")]
        if not (self.m.get("phone") or self.caller_number):
            self.m["expecting"] = "phone"
            return [*said, self._say("ask_phone")]
        return [*said, self._confirm_booking()]

    def _ask_service(self, moving: bool) -> list[str]:
        candidates = self.m.get("candidates")
        if candidates:
            self.m["expecting"] = "service"
            return [self._say("ask_which_service", services=phrases.join(candidates, self.lang, "or"))]
        self.m["expecting"] = "service"
        if moving:
            return [self._say("ask_move_service")]
        return [self._say("ask_service", services=phrases.join(self._service_names(), self.lang, "or"))]

    def _availability_args(self) -> dict:
        args = {"service": self.m["service"]}
        when = self.m.get("when") or {}
        if when.get("day"):
            args["date"] = when["day"]
        if when.get("at") is not None:
            args["preferred_time"] = f"{when['at'] // 60:02d}:{when['at'] % 60:02d}"
        elif when.get("window"):
            args["preferred_time"] = when["window"]
        staff = self.m.get("staff")
        if staff and staff != ANY:
            args["staff"] = staff
        return args

    async def _check(self) -> list[str]:
        """Asks for free times and offers them; when the very time asked for is free, takes it."""
        answer = await self.run("check_availability", self._availability_args())
        slots = [slot for slot in answer.get("slots") or [] if slot.get("slot_id") and slot.get("start")]
        self.m["offers"] = slots
        exact = self._exact(slots)
        if exact is not None:
            self.m["chosen"] = exact
            return [self._say("slot_free", offer=phrases.offer(exact, self.today, self.lang))]
        self.m["expecting"] = "choice" if slots else "when"
        if self.lang != "es":
            said = str(answer.get("result") or "")
            return [said if answer.get("ok") or not slots or said.endswith("?") else f"{said} {self._say('any_good')}"]
        if not slots:
            return [self._say("nothing_at_all")]
        staff = self.m.get("staff")
        key = "offers" if answer.get("ok") else "nothing_then"
        return [self._say(key, service=self.m["service"], offers=phrases.offers(slots, self.today, self.lang),
                          staff=f" con {phrases.first_name(staff)}" if staff and staff != ANY else "")]

    def _exact(self, slots: list[dict]) -> dict | None:
        when = self.m.get("when") or {}
        if when.get("at") is None:
            return None
        for slot in slots:
            start = datetime.fromisoformat(slot["start"])
            if start.hour * 60 + start.minute == when["at"] and (
                    not when.get("day") or start.date().isoformat() == when["day"]):
                return slot
        return None

    def _chosen_moment(self) -> str:
        chosen = self.m["chosen"]
        staff = phrases.first_name(chosen.get("staff") or "")
        said = phrases.on_moment(datetime.fromisoformat(chosen["start"]), self.today, self.lang)
        return said + ((" con " if self.lang == "es" else " with ") + staff if staff else "")

    def _confirm_booking(self) -> str:
        self.m["expecting"] = "confirm"
        phone = self.m.get("phone") or self.caller_number
        return self._say("confirm_booking", service=self.m["service"], when=self._chosen_moment(),
                         name=self.m["name"], phone=pretty_number(phone))

    def _confirm_move(self) -> str:
        self.m["expecting"] = "confirm"
        return self._say("confirm_move", service=self.m["service"],
                         when=phrases.offer(self.m["chosen"], self.today, self.lang))

    async def _act(self, moving: bool) -> list[str]:
        chosen = self.m["chosen"]
        if moving:
            args = {"new_slot_id": chosen["slot_id"]}
            if self.m.get("appointment_id"):
                args["appointment_id"] = self.m["appointment_id"]
            answer = await self.run("reschedule_appointment", args)
        else:
            args = {"slot_id": chosen["slot_id"], "customer_name": self.m["name"]}
            if self.m.get("phone"):
                args["customer_phone"] = self.m["phone"]
            answer = await self.run("book_appointment", args)
        if answer.get("ok"):
            self.m["events"].append({"kind": "moved" if moving else "booked", "service": answer.get("service"),
                                     "staff": answer.get("staff"), "start": answer.get("start"),
                                     "name": self.m.get("name")})
            return self._finish([self._spoken(answer, "moved" if moving else "booked")])
        if answer.get("appointments"):
            self.m["appointments"] = answer["appointments"]
            # The caller said which service they are moving: that may be the one appointment it fits.
            if not self.m.get("appointment_id") and (fits := self._pick_appointment(self.m.get("service") or "")):
                self.m["appointment_id"] = fits
                return await self._act(moving)
            return self._which_appointment(answer, "move")
        if answer.get("appointments") == []:  # nothing under the caller's number to move
            return self._finish([str(answer.get("result") or "") if self.lang != "es" else self._say(
                "no_appointments")])
        alternatives = [slot for slot in answer.get("alternatives") or [] if slot.get("slot_id")]
        self.m["offers"], self.m["chosen"] = alternatives, None
        self.m["expecting"] = "choice" if alternatives else "when"
        if self.lang != "es":
            return [str(answer.get("result") or "")]
        if answer.get("refusal"):
            return [self._refused(answer, alternatives)]
        if not alternatives:
            return [self._say("taken_nothing" if "taken" in str(answer.get("result")) else "failed")]
        return [self._say("taken", offers=phrases.offers(alternatives, self.today, self.lang))]

    def _refused(self, answer: dict, alternatives: list[dict]) -> str:
        """Why booking refused the time (past, beyond the booking window...), then what can be offered instead."""
        key = f"refused_{answer['refusal']}"
        days = answer.get("booking_window_days") or 0
        reason = self._say(key if key in phrases.LINES else "refused", window="1 día" if days == 1 else f"{days} días")
        follow = (self._say("refused_offers", offers=phrases.offers(alternatives, self.today, self.lang))
                  if alternatives else self._say("refused_when"))
        return f"{reason} {follow}"

    def _spoken(self, answer: dict, key: str) -> str:
        """A successful acting function's answer: its own sentence in English, spoken from its data in Spanish."""
        if self.lang != "es":
            return str(answer.get("result") or "")
        start = answer.get("start")
        when = phrases.moment(datetime.fromisoformat(start), self.today, "es") if start else ""
        staff = phrases.first_name(answer.get("staff") or "")
        return self._say(key, first=phrases.first_name(self.m.get("name") or ""), service=answer.get("service") or "",
                         when=f"con {staff} {when}" if staff else when)

    def _which_appointment(self, answer: dict, verb: str) -> list[str]:
        listed = answer["appointments"]
        self.m["appointments"], self.m["expecting"] = listed, "which"
        if self.lang != "es":
            return [str(answer.get("result") or "")]
        return [self._say("which_appointment", count=len(listed), appointments=self._listed_appointments("and"),
                          verb="cambiar" if verb == "move" else "cancelar")]

    def _pick_appointment(self, text: str) -> str | None:
        listed = self.m.get("appointments") or []
        if not listed:
            return None
        picked = choose(text, [(datetime.fromisoformat(a["start"]), a.get("staff") or "") for a in listed],
                        self.lang, self.today)
        if picked is None:
            services = find_service(text, [a.get("service") or "" for a in listed], self.lang)
            matching = [a for a in listed if a.get("service") in services]
            picked = listed.index(matching[0]) if len(matching) == 1 else None
        return listed[picked]["appointment_id"] if picked is not None else None

    # ---- cancelling ------------------------------------------------------------------------------------------

    async def _cancel(self, text: str, verdict: str | None) -> list[str]:
        """Looks the caller's appointments up, reads the one meant back, and cancels it once the caller agrees."""
        expecting = self.m.get("expecting")
        if expecting == "confirm_cancel":
            if verdict == "yes":
                return await self._cancel_one(self.m["appointment_id"])
            return self._finish([self._say("leave_it")]) if verdict == "no" else [self._read_back()]
        if expecting == "which":
            chosen = self._pick_appointment(text)
            return await self._cancel_one(chosen) if chosen else self._ask_which(verdict)
        answer = await self.run("cancel_appointment", {})
        listed = answer.get("appointments") or []
        if not listed:
            said = str(answer.get("result") or "") if self.lang != "es" else self._say(
                "no_appointments" if answer.get("appointments") == [] else "failed")
            return self._finish([said])
        self.m["appointments"] = listed
        # "Cancel my Friday appointment": the turn may already say which; with one appointment, it is that one.
        chosen = listed[0]["appointment_id"] if len(listed) == 1 else self._pick_appointment(text)
        if not chosen:
            return self._which_appointment(answer, "cancel")
        self.m["appointment_id"], self.m["expecting"] = chosen, "confirm_cancel"
        return [self._read_back()]

    def _read_back(self) -> str:
        [appointment] = [a for a in self.m["appointments"] if a["appointment_id"] == self.m["appointment_id"]]
        start = datetime.fromisoformat(appointment["start"])
        staff = phrases.first_name(appointment.get("staff") or "")
        return self._say("confirm_cancel", service=appointment.get("service") or "",
                         staff=(" con " if self.lang == "es" else " with ") + staff if staff else "",
                         when=phrases.on_moment(start, self.today, self.lang))

    async def _cancel_one(self, appointment_id: str) -> list[str]:
        answer = await self.run("cancel_appointment", {"appointment_id": appointment_id})
        if answer.get("ok"):
            self.m["events"].append({"kind": "cancelled", "service": answer.get("service"),
                                     "staff": answer.get("staff"), "start": answer.get("start")})
            return self._finish([self._spoken(answer, "cancelled")])
        return self._finish([str(answer.get("result") or "") if self.lang != "es" else self._say("failed")])

    def _ask_which(self, verdict: str | None) -> list[str]:
        if verdict == "no":
            return self._finish([self._say("leave_it")])
        return [self._say("ask_which_appointment", appointments=self._listed_appointments())]

    def _listed_appointments(self, conjunction: str = "or") -> str:
        listed = (self.m.get("appointments") or [])[:5]
        spoken = [f"{a.get('service')} {phrases.moment(datetime.fromisoformat(a['start']), self.today, self.lang)}"
                  for a in listed]
        return phrases.join(spoken, self.lang, conjunction)

    # ---- taking a message ------------------------------------------------------------------------------------

    async def _message(self, text: str) -> list[str]:
        expecting = self.m.get("expecting")
        if _URGENT.search(text):
            self.m["urgency"] = "urgent"
        if expecting == "reason":
            self.m["reason"] = text.strip()[:500]
        elif not self.m.get("reason") and (about := _REASON.search(text)):
            self.m["reason"] = about[1].strip(" .!?")[:500]
        self._hear_caller(text)
        if not self.m.get("reason"):
            self.m["expecting"] = "reason"
            return [self._say("ask_reason")]
        if not self.m.get("name"):
            self.m["expecting"] = "name"
            return [self._say("ask_message_name")]
        args = {"name": self.m["name"], "reason": self.m["reason"], "urgency": self.m.get("urgency") or "normal"}
        if self.m.get("phone"):
            args["phone"] = self.m["phone"]
        answer = await self.run("request_callback", args)
        if answer.get("ok"):
            self.m["events"].append({"kind": "message", "name": self.m["name"], "reason": self.m["reason"]})
            said = str(answer.get("result") or "") if self.lang != "es" else self._say(
                "message_taken", first=phrases.first_name(self.m["name"]), salon=self.salon)
            return self._finish([said])
        if self.lang != "es":
            return [str(answer.get("result") or "")]
        return [self._say("failed")]


def _someone_named(text: str) -> str | None:
    found = _WITH_NAME.search(text)
    return found[1] if found else None
