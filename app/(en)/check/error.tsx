"use client";

export { default } from "../../[locale]/check/error";
