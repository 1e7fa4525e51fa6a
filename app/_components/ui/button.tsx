import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonLook } from "./styles";

/**
 * A <button> in one of the shared looks (styles.ts, buttonClass). `type` is "button" unless said: a
 * button inside a form submits only when asked to. `className` adds to the look (a margin, a background).
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = buttonClass(size ? { variant, size } : { variant });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
